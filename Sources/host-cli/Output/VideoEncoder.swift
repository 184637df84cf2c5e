import Foundation
import ProcessSupport
import Rendering

/// Encodes frames as a video through `ffmpeg` (found on the PATH, never bundled): raw RGBA
/// frames are piped to its standard input as they come, and it writes the file — H.264 in
/// MP4 (`yuv420p`, `+faststart` so browsers start playing at once) or VP9 in WebM. Odd sizes
/// are padded by one white row or column (4:2:0 video needs even sizes). ffmpeg's own
/// messages are kept and shown when it fails.
final class VideoEncoder {
    /// The containers ffmpeg writes.
    enum Container: String { case mp4, webm }

    /// Why a video could not be written.
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let process = Process()
    private let input = Pipe()
    private let errors: FileHandle
    private let errorsPath: String
    private var ended = false

    /// `ffmpeg` on `environment`'s PATH, or nil.
    static func ffmpeg(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        for dir in (environment["PATH"] ?? "").split(separator: ":") where !dir.isEmpty {
            let candidate = String(dir) + "/ffmpeg"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// The ffmpeg arguments for `width × height` RGBA frames at `fps` into `path`.
    static func arguments(_ container: Container, width: Int, height: Int, fps: Double, path: String) -> [String] {
        let input = [
            "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
            "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "\(fps)", "-i", "pipe:0",
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:white", "-pix_fmt", "yuv420p"
        ]
        switch container {
        case .mp4:
            return input + [
                "-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-movflags", "+faststart", "-f", "mp4", path
            ]
        case .webm:
            return input + [
                "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32", "-deadline", "realtime", "-cpu-used", "8", "-f",
                "webm", path
            ]
        }
    }

    /// Starts `ffmpeg` writing `container` to `path` (which it overwrites).
    init(ffmpeg: String, container: Container, width: Int, height: Int, fps: Double, path: String) throws(Failure) {
        errorsPath = NSTemporaryDirectory() + "/host-cli-ffmpeg-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log"
        guard FileManager.default.createFile(atPath: errorsPath, contents: nil),
            let log = FileHandle(forWritingAtPath: errorsPath)
        else { throw Failure(description: "cannot make a file for ffmpeg's messages") }
        errors = log
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = VideoEncoder.arguments(container, width: width, height: height, fps: fps, path: path)
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = log
        do { try process.run() } catch {
            throw Failure(description: "cannot start \(ffmpeg) (\((error as NSError).localizedDescription))")
        }
    }

    deinit {
        if !ended { abort() }
        try? FileManager.default.removeItem(atPath: errorsPath)
    }

    /// Sends one frame (its RGBA bytes).
    func add(_ canvas: Canvas) throws(Failure) {
        let code = canvas.pixels.withUnsafeBytes { WriteLoop.write($0, to: input.fileHandleForWriting.fileDescriptor) }
        guard code == 0 else {
            throw Failure(description: "ffmpeg stopped taking frames (\(WriteLoop.reason(code)))\(messages)")
        }
    }

    /// Ends the input and waits for ffmpeg to finish the file.
    func finish() throws(Failure) {
        ended = true
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(
                description:
                    "ffmpeg failed (\(process.terminationReason == .exit ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"))\(messages)"
            )
        }
    }

    /// Stops ffmpeg (its file is the caller's to remove).
    func abort() {
        ended = true
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// `: ` and ffmpeg's last messages, if it wrote any.
    private var messages: String {
        let text = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").suffix(3).joined(separator: "; ")
        return lines.isEmpty ? "" : ": " + lines
    }
}
