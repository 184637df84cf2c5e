import Foundation
import ProcessSupport
import TestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#endif

/// A plugin owns its whole worker, so the worker's kernel boundary is the security boundary:
/// Tests/Fixtures/Hostile/kernel_boundary.c attacks it from its constructor and from its calls,
/// run through the real `host-cli` (`run`, `list`, `validate`). Signals through descriptor
/// ownership, clearing the death signal, becoming dumpable, namespaces or processes disguised as
/// threads are refused by the argument rules and reported by name; a thread bomb ends at the
/// worker's task limit; descriptors the front end inherited never reach the plugin; and what a
/// library legitimately does (name a thread, set O_NONBLOCK, list its own folder) still works.
final class KernelBoundaryTests: XCTestCase {
    private var plugins = "", work = ""
    private var env: [String: String] = [:]

    override func setUpWithError() throws {
        plugins = try NativeTools.temporaryFolder(for: self, name: "boundary-plugins")
        work = try NativeTools.temporaryFolder(for: self, name: "boundary-work")
        env = NativeTools.cliEnvironment(cacheDirectory: work + "/cache")
    }

    /// Compiles the attack `attack` at `when` (0 constructor, 2 create, 3 animate) as
    /// `boundary-ATTACK-WHEN.so` (or `name`.so with that id).
    @discardableResult
    private func plugin(_ attack: Int, when: Int, step: Int = 0, victim: pid_t = 0, name: String? = nil) throws
        -> String
    {
        var flags = [
            "-DATTACK=\(attack)", "-DWHEN=\(when)", "-DSTEP=\(step)", "-DVICTIM=\(victim)", "-DFOLDER=\"\(plugins)\"",
            "-pthread"
        ]
        if let name { flags.append("-DNAME=\"\(name)\"") }
        return try NativeTools.compileFixture(
            "Hostile/kernel_boundary.c", name: name ?? "boundary-\(attack)-\(when)", into: plugins, flags: flags)
    }

    private func cli(_ args: [String]) throws -> ChildProcess.Outcome {
        try NativeTools.cli(args, environment: env, timeout: 180)
    }

    /// The `kernel-boundary:` line the plugin logged in a `run --trace -`, or "".
    private func observation(_ o: ChildProcess.Outcome) -> String { observation(o.stdout) }

    private func observation(_ trace: String) -> String {
        guard let range = trace.range(of: "kernel-boundary: ") else { return "" }
        return String(trace[range.upperBound...].prefix { $0 != "\"" })
    }

    private func rejection(_ list: ChildProcess.Outcome, file name: String) throws -> (reason: String, message: String)
    {
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any],
            list.stdout.prefix(300) + list.stderr)
        let r =
            (json["rejected"] as? [[String: Any]] ?? []).first { ($0["path"] as? String ?? "").hasSuffix("/" + name) }
            ?? [:]
        return (r["reason"] as? String ?? "", r["message"] as? String ?? "")
    }

    private func listedIDs(_ list: ChildProcess.Outcome) -> [String] {
        let json = (try? JSONSerialization.jsonObject(with: Data(list.stdout.utf8))) as? [String: Any] ?? [:]
        return (json["plugins"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    // MARK: Signals without kill()

    /// F_SETOWN, F_SETSIG, O_ASYNC, F_SETOWN_EX, FIOSETOWN and FIOASYNC, each tried first in
    /// its own run, aimed at a process the test started: every run fails naming the plugin and
    /// the call, and the victim lives.
    func testSignalsThroughDescriptorOwnershipAreRefusedAndTheVictimLives() throws {
        let victim = try SpawnedProcess("/bin/sleep", ["300"], stdout: .null)
        let calls = [
            (0, "F_SETOWN", "fcntl"), (1, "F_SETSIG", "fcntl"), (2, "O_ASYNC", "fcntl"), (3, "F_SETOWN_EX", "fcntl"),
            (4, "FIOSETOWN", "ioctl"), (5, "FIOASYNC", "ioctl")
        ]
        for (step, what, call) in calls {
            try plugin(1, when: 3, step: step, victim: victim.pid)
            let o = try cli(["run", "--plugins", plugins, "--animator", "boundary-1-3"])
            XCTAssertEqual(o.ending, .exited(1), "\(what): \(o.stderr)")
            XCTAssertTrue(
                o.stderr.contains("plugin boundary-1-3 tried to call \(call) during animateTransition"),
                "\(what): \(o.stderr)")
            XCTAssertNil(victim.poll(), "the victim survived \(what)")
        }
    }

    /// The same attack from a constructor, which runs in every scan of the folder: `list`
    /// rejects that file naming fcntl and lists the others, `run` of another plugin of the
    /// folder works, `validate` of the file fails naming it, and the victim lives.
    func testASignalAttackInAConstructorBreaksNoCommandAndNoOtherPlugin() throws {
        let victim = try SpawnedProcess("/bin/sleep", ["300"], stdout: .null)
        try plugin(1, when: 0, victim: victim.pid)
        try NativeTools.compileFixture("ThirdParty/c_fade_animator.c", name: "fade", into: plugins)
        let list = try cli(["list", "--plugins", plugins, "--json"])
        XCTAssertEqual(list.ending, .exited(0), list.stderr)
        XCTAssertTrue(listedIDs(list).contains("com.example.c-fade"), list.stdout.prefix(500) + "")
        let (reason, message) = try rejection(list, file: "boundary-1-0.so")
        XCTAssertEqual(reason, "crashed-while-scanning")
        XCTAssertTrue(message.contains("boundary-1-0.so") && message.contains("tried to call fcntl"), message)
        let other = try cli(["run", "--plugins", plugins, "--animator", "com.example.c-fade"])
        XCTAssertEqual(other.ending, .exited(0), other.stderr)
        let validate = try cli([
            "validate", plugins + "/boundary-1-0.so", "--only", "handshake|completes", "--timeout", "60"
        ])
        XCTAssertEqual(validate.ending, .exited(1), validate.stdout + validate.stderr)
        XCTAssertTrue(
            validate.stdout.contains("the plugin boundary-1-0.so tried to call fcntl during `handshake`"),
            validate.stdout + validate.stderr)
        XCTAssertNil(victim.poll(), "the victim survived the scans, the run and the validation")
    }

    // MARK: prctl and clone

    /// Clearing the death signal or making itself dumpable ends the worker with the call named,
    /// from a call (run) and from a constructor (list).
    func testTheDeathSignalAndDumpabilityCannotBeChanged() throws {
        for attack in [2, 3] {
            try plugin(attack, when: 3)
            let o = try cli(["run", "--plugins", plugins, "--animator", "boundary-\(attack)-3"])
            XCTAssertEqual(o.ending, .exited(1))
            XCTAssertTrue(
                o.stderr.contains("plugin boundary-\(attack)-3 tried to call prctl during animateTransition"), o.stderr)
            try plugin(attack, when: 0)
        }
        let list = try cli(["list", "--plugins", plugins, "--json"])
        XCTAssertEqual(list.ending, .exited(0), list.stderr)
        for attack in [2, 3] {
            let (reason, message) = try rejection(list, file: "boundary-\(attack)-0.so")
            XCTAssertEqual(reason, "crashed-while-scanning")
            XCTAssertTrue(message.contains("tried to call prctl"), message)
        }
    }

    /// A thread in a new network namespace, and a "thread" with an exit signal (a process in
    /// disguise), are refused as clone, from create.
    func testANamespaceOrAProcessDisguisedAsAThreadIsRefused() throws {
        for step in [0, 1] {
            try plugin(4, when: 2, step: step)
            let o = try cli(["run", "--plugins", plugins, "--animator", "boundary-4-2"])
            XCTAssertEqual(o.ending, .exited(1), "step \(step)")
            XCTAssertTrue(
                o.stderr.contains("plugin boundary-4-2 tried to call clone during create"), "step \(step): \(o.stderr)")
        }
    }

    // MARK: Threads

    /// A plugin starting threads without end gets EAGAIN at the worker's task limit (64, the
    /// worker's own threads included), from a call and from a constructor; the run still ends
    /// and reports what happened, and other commands are unaffected.
    func testAThreadBombEndsInItsWorker() throws {
        for when in [3, 0] {
            try plugin(5, when: when)
            let o = try cli(["run", "--plugins", plugins, "--animator", "boundary-5-\(when)", "--trace", "-"])
            XCTAssertEqual(o.ending, .exited(0), o.stderr)
            let seen = observation(o)
            let made = Int(seen.split(separator: " ").dropFirst().first ?? "") ?? -1
            XCTAssertTrue(seen.hasSuffix("then EAGAIN"), "when \(when): \(seen)")
            XCTAssertTrue(
                made >= 1 && made < 64, "when \(when): at most 63 more threads beside the worker's own: \(seen)")
        }
        let list = try cli(["list", "--plugins", plugins, "--json"])
        XCTAssertEqual(list.ending, .exited(0), list.stderr)
        XCTAssertTrue(listedIDs(list).contains("boundary-5-0"), "the scan worker survives its plugin's bomb")
        let other = try cli(["run", "--animator", "slide"])
        XCTAssertEqual(other.ending, .exited(0), other.stderr)
    }

    // MARK: Descriptors

    /// The front end inherits a 0600 file and a FIFO without close-on-exec (as from a shell):
    /// the plugin, looking from its constructor and from animateTransition, finds neither among
    /// its descriptors, and neither the file nor the FIFO took or gave a byte.
    func testInheritedDescriptorsNeverReachThePlugin() throws {
        let secret = work + "/secret", fifo = work + "/fifo"
        let file = open(secret, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(file, 0)
        XCTAssertEqual(write(file, "secret\n", 7), 7)
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let pipe = open(fifo, O_RDWR | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(pipe, 0)
        defer {
            close(file)
            close(pipe)
        }
        var st = stat()
        fstat(file, &st)
        let fileInode = st.st_ino
        fstat(pipe, &st)
        let fifoInode = st.st_ino
        for when in [0, 3] {
            try plugin(6, when: when)
            // SpawnedProcess starts host-cli like a shell would: it inherits both descriptors.
            let out = work + "/out-\(when)", err = work + "/err-\(when)"
            let p = try SpawnedProcess(
                try NativeTools.hostCLI(),
                ["run", "--plugins", plugins, "--animator", "boundary-6-\(when)", "--trace", "-"],
                environment: env, stdout: .path(out), stderr: .path(err))
            XCTAssertEqual(p.wait(timeout: 180), .exited(0), (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
            let trace = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
            let seen = observation(trace)
            XCTAssertTrue(seen.hasPrefix("fds 0:fifo:"), "when \(when): \(seen)")
            let descriptors = seen.split(separator: " ").dropFirst().map { $0.split(separator: ":") }
            XCTAssertEqual(
                descriptors.prefix(5).map { "\($0[0]):\($0[1])" }, ["0:fifo", "1:fifo", "2:fifo", "3:fifo", "4:file"],
                seen)
            let inodes = descriptors.compactMap { $0.count > 2 ? UInt($0[2]) : nil }
            XCTAssertFalse(
                inodes.contains(UInt(fileInode)), "when \(when): the plugin holds the inherited file: \(seen)")
            XCTAssertFalse(
                inodes.contains(UInt(fifoInode)), "when \(when): the plugin holds the inherited FIFO: \(seen)")
            XCTAssertFalse(
                descriptors.dropFirst(5).contains { $0[1] == "fifo" || $0[1] == "socket" },
                "no pipe but its own: \(seen)")
        }
        XCTAssertEqual(try String(contentsOfFile: secret, encoding: .utf8), "secret\n", "the file is as it was")
        var byte: UInt8 = 0
        XCTAssertEqual(read(pipe, &byte, 1), -1, "nothing was written into the FIFO")
        XCTAssertEqual(errno, EAGAIN)
    }

    /// Eight plugins scanned at once whose constructors abort if they hold any pipe or socket
    /// beyond their own four descriptors: a worker spawned while another's pipes exist never
    /// holds them, so all eight are listed.
    func testScanWorkersStartedTogetherHoldNoneOfEachOthersPipes() throws {
        for i in 0..<8 { try plugin(6, when: 0, step: 1, name: "strict-\(i)") }
        for round in 0..<3 {
            // A fresh scan cache each round: every file is scanned again, all at once.
            env["TRANSITION_HOST_CACHE_DIR"] = work + "/cache-\(round)"
            let list = try cli(["list", "--plugins", plugins, "--json"])
            XCTAssertEqual(list.ending, .exited(0), list.stderr)
            let ids = Set(listedIDs(list))
            XCTAssertEqual(
                ids.filter { $0.hasPrefix("strict-") }.count, 8, "round \(round): \(list.stdout.prefix(2000))")
        }
    }

    // MARK: What still works

    /// The plugin lists its own folder (the seccomp rule no longer mistakes O_DIRECTORY for a
    /// temporary file), is still refused another folder by Landlock, and names a thread, sets
    /// O_NONBLOCK, duplicates a descriptor and joins a thread: the argument rules refuse the
    /// dangerous uses of fcntl, prctl and clone, not the calls.
    func testAPluginReadsItsOwnFolderAndMakesTheCallsALibraryMakes() throws {
        for when in [0, 3] { try plugin(7, when: when) }
        let entries = try FileManager.default.contentsOfDirectory(atPath: plugins).count + 2  // . and ..
        for when in [0, 3] {
            let o = try cli(["run", "--plugins", plugins, "--animator", "boundary-7-\(when)", "--trace", "-"])
            XCTAssertEqual(o.ending, .exited(0), o.stderr)
            XCTAssertEqual(observation(o), "own-folder=listed:\(entries) etc=denied harmless-calls=ok", "when \(when)")
        }
        let validate = try cli([
            "validate", plugins + "/boundary-7-3.so", "--only", "handshake|completes", "--timeout", "60"
        ])
        XCTAssertEqual(validate.ending, .exited(0), validate.stdout + validate.stderr)
        XCTAssertTrue(validate.stdout.contains("2 passed, 0 failed"), validate.stdout)
    }
}
