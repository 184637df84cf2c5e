import Foundation
import ProcessSupport
import TextFormat

/// The one check every output path of every command goes through (`run --output` and
/// `--trace`, `validate --junit`), while the arguments are parsed and before any work: the
/// same conditions (``OutputFile/check(_:)``: the folder exists and is writable, the path is
/// not a folder or a socket, an existing file or device is writable), the same sentence for
/// the same problem whatever the option (`--OPTION PATH: what is wrong; what to do`), and a
/// usage error (exit status 2).
enum OutputPaths {
    /// Checks `path`, given to `option`; `example` is a file name suggested when the path is a
    /// folder (`transition.gif`, `trace.jsonl`, `report.xml`). Returns where it will be
    /// written.
    @discardableResult
    static func check(_ path: String, option: String, example: String) throws(UsageError) -> OutputTarget {
        do { return try OutputFile.check(path) } catch {
            if error.reason == .isFolder {
                let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
                throw .refusedValue(
                    option: option, value: path,
                    reason: "that is a folder; give a file name, e.g. \(TerminalText.escape(folder))/\(example)")
            }
            throw .outputPath(option: option, error)
        }
    }

    /// Refuses two options that would write the same regular file (each would replace the
    /// other's file): `outputs` pairs each option with its checked target.
    static func requireDistinct(_ outputs: [(option: String, path: String, target: OutputTarget)]) throws(UsageError) {
        var seen: [String: (option: String, path: String)] = [:]
        for o in outputs {
            guard case .file(let final, _) = o.target else { continue }
            let key = absolute(final)
            if let earlier = seen[key] {
                throw .sameFile(
                    option: o.option, path: o.path,
                    other: "the same file as \(earlier.option) \(TerminalText.escape(earlier.path))")
            }
            seen[key] = (o.option, o.path)
        }
    }

    /// `path` made absolute against the current folder, standardized (`.`, `..`, `//`) and
    /// with its folder's symbolic links resolved, so two spellings of one file compare equal.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standard = (full as NSString).standardizingPath as NSString
        guard let folder = realpath(standard.deletingLastPathComponent, nil) else { return standard as String }
        defer { free(folder) }
        return String(cString: folder) + "/" + standard.lastPathComponent
    }

    /// True when `a` and `b` name one file: the same device and inode when both exist, else
    /// the same ``absolute(_:)`` path — so an output never overwrites an input or another
    /// output however either is spelled (a link, `./`, `..`).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        if stat(a, &x) == 0, stat(b, &y) == 0 { return x.st_dev == y.st_dev && x.st_ino == y.st_ino }
        return absolute(a) == absolute(b)
    }
}
