#!/usr/bin/env python3
"""Lists the `nonisolated(unsafe)` and `@unchecked Sendable` in Sources and Plugins that say
nothing about why they are safe.

The house rule (README "Testing and CI"): the package builds in Swift 6 language mode, where
the compiler proves that no data is shared between threads unguarded. Each place that opts out
of that proof — a `nonisolated(unsafe)` variable, an `@unchecked Sendable` type — carries a
`//` comment saying why it is safe all the same: "every access holds `lock`", "written once
before any thread starts", "plugin calls arrive on the host's one call thread"...

    tools/unsafe-concurrency-check.py              every opt-out, with its reason or "no reason"
    tools/unsafe-concurrency-check.py --check      the same, exit status 1 when one has no reason (CI)
    tools/unsafe-concurrency-check.py --self-test  checks the rule on built-in samples (CI runs it first)

The reason is a plain `//` comment (not a `///` doc comment: that one tells callers what the
symbol is for, and reads as a reason only by accident) either at the end of the line or in the
lines right above it — between the doc comment and the declaration, say. Consecutive opt-out
lines (a group of signal-handler variables) share the comment above the first of them. The
words themselves are for the reviewer to judge; the script sees that they are there.
"""

import argparse
import os
import re
import sys

ROOTS = ["Sources", "Plugins"]
OPT_OUT = re.compile(r"nonisolated\(unsafe\)|@unchecked\s+Sendable")


def code_part(line):
    """`line` without a trailing `//` comment and without string literals (a rough cut: enough
    for declarations, which is where opt-outs are)."""
    out, i, in_string = [], 0, False
    while i < len(line):
        c = line[i]
        if in_string:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_string = False
            i += 1
            continue
        if c == '"':
            in_string = True
            i += 1
            continue
        if line.startswith("//", i):
            break
        out.append(c)
        i += 1
    return "".join(out)


def has_trailing_reason(line):
    code = code_part(line)
    rest = line[len(code):].strip()
    return rest.startswith("//") and not rest.startswith("///") and len(rest.lstrip("/").strip()) > 0


def is_reason_line(line):
    s = line.strip()
    return s.startswith("//") and not s.startswith("///") and len(s.lstrip("/").strip()) > 0


def opt_outs(lines):
    """Yields (line number, line, justified) for every opt-out in `lines`."""
    in_block_comment = False
    for k, line in enumerate(lines):
        stripped = line.strip()
        if in_block_comment:
            if "*/" in stripped:
                in_block_comment = False
            continue
        if stripped.startswith("/*"):
            in_block_comment = "*/" not in stripped
            continue
        if stripped.startswith("//") or not OPT_OUT.search(code_part(line)):
            continue
        yield k + 1, line.rstrip("\n"), has_trailing_reason(line) or reason_above(lines, k)


def reason_above(lines, k):
    """True when the lines right above line `k` (0-based) end in a `//` reason, skipping over
    opt-out lines directly above (a group shares its reason) and attributes."""
    j = k - 1
    while j >= 0:
        s = lines[j].strip()
        if is_reason_line(lines[j]):
            return True
        if OPT_OUT.search(code_part(lines[j])) and not s.startswith("//"):
            j -= 1
            continue
        if s.startswith("@") and not OPT_OUT.search(s):
            j -= 1
            continue
        return False
    return False


def scan(root):
    found = []
    for top in ROOTS:
        for folder, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if name.endswith(".swift"):
                    path = os.path.join(folder, name)
                    with open(path, encoding="utf-8") as f:
                        lines = f.readlines()
                    rel = os.path.relpath(path, root)
                    for number, line, ok in opt_outs(lines):
                        found.append((rel, number, line.strip(), ok))
    return sorted(found)


SELF_TEST = '''\
/// A doc comment is not a reason.
nonisolated(unsafe) var bare = 0
nonisolated(unsafe) var trailing = 0  // written once before any thread starts
/// What it is.
// Every access holds `lock`.
nonisolated(unsafe) var above = 0
// Read only from the signal handler; written with signals blocked.
nonisolated(unsafe) var groupFirst = 0
nonisolated(unsafe) var groupSecond = 0

final class Box: @unchecked Sendable {  ///
}
let text = "nonisolated(unsafe) in a string is not one"
// nonisolated(unsafe) in a comment is not one
/* nonisolated(unsafe) in a block comment
   @unchecked Sendable neither */
// Immutable after init: only `let` properties.
@usableFromInline
final class Attributed: @unchecked Sendable {}

struct Empty: @unchecked Sendable {}  //
'''

# Line numbers in SELF_TEST and whether each has a reason.
SELF_TEST_EXPECTED = [(2, False), (3, True), (6, True), (8, True), (9, True), (11, False), (19, True), (21, False)]


def self_test():
    """Checks the rule on SELF_TEST; exits 1 on a difference."""
    got = [(n, ok) for n, _, ok in opt_outs(SELF_TEST.splitlines(keepends=True))]
    if got != SELF_TEST_EXPECTED:
        print("unsafe-concurrency self-test failed:\n  got  " + repr(got) + "\n  want " + repr(SELF_TEST_EXPECTED))
        sys.exit(1)
    print(f"unsafe-concurrency self-test: {len(got)} opt-outs judged as expected")


def main():
    parser = argparse.ArgumentParser(description="nonisolated(unsafe) and @unchecked Sendable without a reason.")
    parser.add_argument("--check", action="store_true", help="exit 1 when an opt-out has no `//` reason")
    parser.add_argument("--self-test", action="store_true", help="check the rule on built-in samples, then stop")
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."),
                        help="the package root (default: this script's parent folder)")
    args = parser.parse_args()
    if args.self_test:
        self_test()
        return
    found = scan(os.path.normpath(args.root))
    missing = [f for f in found if not f[3]]
    for rel, number, line, ok in found:
        if not ok or not args.check:
            verdict = "has a reason" if ok else "no reason: say in a `//` comment on it or right above it why it is safe"
            print(f"{rel}:{number}: {line}\n    {verdict}")
    print(f"{len(found)} opt-outs of Swift 6's data-race checks, {len(missing)} without a reason")
    if args.check and missing:
        sys.exit(1)


if __name__ == "__main__":
    main()
