import ProcessSupport

/// Why one of a command's outputs (`--output`, `--trace`, `--junit`) cannot be written: the
/// option and the path, then what is wrong and what to do, e.g. `--trace /dev/full: cannot
/// write to it (No space left on device); free some space and run again`. Commands print it
/// as an error and end with status 1 (2 when found while checking the arguments).
struct OutputProblem: Error, CustomStringConvertible {
    /// The whole sentence.
    var message: String
    var description: String { message }

    /// A problem in words.
    init(_ message: String) { self.message = message }

    /// `option` followed by the file error (which starts with the path).
    init(option: String, _ error: OutputError) { message = "\(option) \(error)" }
}
