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
    init(ffmpeg: String, container: Container, width: Int, height: Int, fps: Double, path: String)
        throws(VideoEncoderError)
    {
        let folder = NSTemporaryDirectory()
        errorsPath = folder + "/host-cli-ffmpeg-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log"
        guard FileManager.default.createFile(atPath: errorsPath, contents: nil),
            let log = FileHandle(forWritingAtPath: errorsPath)
        else { throw .cannotMakeLog(folder: folder) }
        errors = log
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = VideoEncoder.arguments(container, width: width, height: height, fps: fps, path: path)
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = log
        do { try process.run() } catch {
            ended = true  // nothing to stop: `deinit` must not wait for a process never started
            throw .cannotStart(ffmpeg: ffmpeg, reason: (error as NSError).localizedDescription)
        }
    }

    deinit {
        if !ended { abort() }
        try? FileManager.default.removeItem(atPath: errorsPath)
    }

    /// Sends one frame (its RGBA bytes).
    func add(_ canvas: Canvas) throws(VideoEncoderError) {
        let code = canvas.pixels.withUnsafeBytes { WriteLoop.write($0, to: input.fileHandleForWriting.fileDescriptor) }
        guard code == 0 else { throw .stoppedTakingFrames(errno: code, messages: messages) }
    }

    /// Ends the input and waits for ffmpeg to finish the file.
    func finish() throws(VideoEncoderError) {
        ended = true
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard process.terminationReason == .exit else { throw .killed(signal: status, messages: messages) }
        guard status == 0 else { throw .exited(status: status, messages: messages) }
    }

    /// Stops ffmpeg (its file is the caller's to remove).
    func abort() {
        ended = true
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// ffmpeg's last three lines of messages, if it wrote any.
    private var messages: [String] {
        let text = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(3).map(String.init)
    }
}
