import Foundation
import ProcessSupport
#if canImport(Glibc)
    import Glibc
#endif

/// A worker's side of the conversation: messages from the front end on standard input,
/// messages to it on descriptor 3. Blocking; one thread.
package final class FrontChannel {
    private let input: Int32, output: Int32

    /// The channel on the descriptors the front end set up.
    package init(input: Int32 = 0, output: Int32 = 3) {
        self.input = input
        self.output = output
    }

    /// Sends a message; false when the front end is gone (the worker should then exit).
    @discardableResult
    package func send(_ message: WorkerMessage) -> Bool { sendFrame(message) }

    /// The next message, or nil when the front end closed the pipe or sent garbage.
    package func receive() -> FrontMessage? { receiveFrame(FrontMessage.self) }

    /// Sends a message of any protocol (the run's, a validator check's); false when the front
    /// end is gone.
    @discardableResult
    package func sendFrame<M: WireCodable>(_ message: M) -> Bool {
        MessageFrame.bytes(message).withUnsafeBytes { WriteLoop.write($0, to: output) } == 0
    }

    /// The next message of any protocol (the ``WorkerLaunch``, a check request), or nil when
    /// the front end closed the pipe or sent something else.
    package func receiveFrame<M: WireCodable>(_ type: M.Type) -> M? {
        guard let header = read(8), let n = try? MessageFrame.length(header: header), let payload = read(n) else {
            return nil
        }
        return try? MessageFrame.decode(payload, as: M.self)
    }

    private func read(_ count: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = out.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress! + got, count - got) }
            if n > 0 { got += n } else if n < 0 && errno == EINTR { continue } else { return nil }
        }
        return out
    }
}
