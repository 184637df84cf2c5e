#!/usr/bin/env python3
"""Lists the Swift functions, initialisers, accessors and closure bodies longer than a limit.

The house rule (README "Testing and CI"): no function over 80 lines in Sources and Plugins,
except the codec and raster kernels named in tools/long-functions.allow, each with its reason.
A long function is read as one block; split into named steps it reads as a list of them.

    tools/long-functions.py            every body over the limit, longest first, exceptions marked
    tools/long-functions.py --check    the same, exit status 1 when one is over the limit and not
                                       an exception, or an exception no longer applies (CI)
    tools/long-functions.py --limit 60 another limit (a survey)
    tools/long-functions.py --self-test checks the lexer on samples with braces in strings,
                                       comments and interpolations (CI runs it first)

A body's length runs from the line of its declaration keyword (`func`, `init`, `var`, ...),
or of its opening brace for a closure, to the line of its closing brace, both included.
Control-flow blocks (if, for, switch, ...) and type bodies are not functions and are not
listed; a closure inside a function is listed on its own as well.

Reads Swift as text with a small lexer (strings, interpolations, raw and multi-line strings,
nested comments), so it needs nothing but python3 and runs in well under a second.
"""

import argparse
import os
import re
import sys

ROOTS = ["Sources", "Plugins"]
ALLOW_FILE = os.path.join("tools", "long-functions.allow")
DEFAULT_LIMIT = 80

FUNCTION = re.compile(r"\b(func\s+([^\s(<]+)|init\b[?!]?|deinit\b|subscript\b)")
TYPE = re.compile(r"\b(struct|class|enum|extension|protocol|actor)\s+\w")
CONTROL = re.compile(r"^(if|guard|for|while|switch|do|else|catch|repeat|defer)\b")
ACCESSOR = re.compile(r"^(get|set|willSet|didSet|_read|_modify|mutating\s+get|nonmutating\s+set)\b")
PROPERTY = re.compile(r"\b(var|let)\s+([A-Za-z_][A-Za-z0-9_]*)")


def code_of(text):
    """`text` with comments and string contents blanked (newlines kept, a string's first and
    last characters left as quotes), so that braces and words in it are code. Interpolated code
    inside strings is kept."""
    out = []
    i, n = 0, len(text)
    # A stack of string contexts: each (hashes, multiline, paren depth inside interpolation).
    stack = []
    mode = "code"
    while i < n:
        c = text[i]
        if mode == "code":
            if text.startswith("//", i):
                j = text.find("\n", i)
                j = n if j < 0 else j
                out.append(" " * (j - i))
                i = j
                continue
            if text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
                i = j
                continue
            m = re.match(r'(#*)("""|")', text[i:i + 40])
            if m:
                hashes = len(m.group(1))
                multiline = m.group(2) == '"""'
                out.append('"' + " " * (len(m.group(0)) - 1))
                i += len(m.group(0))
                stack.append([hashes, multiline, -1])
                mode = "string"
                continue
            if c == "(" and stack and stack[-1][2] >= 0:
                stack[-1][2] += 1
            elif c == ")" and stack and stack[-1][2] >= 0:
                if stack[-1][2] == 0:
                    stack[-1][2] = -1
                    mode = "string"
                    out.append(" ")
                    i += 1
                    continue
                stack[-1][2] -= 1
            out.append(c)
            i += 1
        else:  # inside a string literal
            hashes, multiline, _ = stack[-1]
            close = ('"""' if multiline else '"') + "#" * hashes
            escape = "\\" + "#" * hashes
            if text.startswith(close, i):
                out.append(" " * (len(close) - 1) + '"')
                i += len(close)
                stack.pop()
                mode = "string" if stack and stack[-1][2] < 0 else "code"
                continue
            if text.startswith(escape + "(", i):
                out.append(" " * (len(escape) + 1))
                i += len(escape) + 1
                stack[-1][2] = 0
                mode = "code"
                continue
            if text.startswith(escape, i):
                out.append(" " * (len(escape) + 1))
                i += len(escape) + 1
                continue
            out.append("\n" if c == "\n" else " ")
            i += 1
    return "".join(out)


def bodies(path):
    """Yields (name, kind, first line, last line) for every function-like body in `path`."""
    with open(path, encoding="utf-8") as f:
        code = code_of(f.read())
    line_starts = [0]
    for k, ch in enumerate(code):
        if ch == "\n":
            line_starts.append(k + 1)

    def line_of(offset):
        lo, hi = 0, len(line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    # Each open brace: (kind, name, first line); the header is the code since the last brace or `;`.
    open_blocks = []
    header_start = 0
    for k, ch in enumerate(code):
        if ch == ";":
            header_start = k + 1
        elif ch == "{":
            header = code[header_start:k]
            open_blocks.append(classify(header, header_start, k, line_of, open_blocks))
            header_start = k + 1
        elif ch == "}":
            if open_blocks:
                kind, name, first = open_blocks.pop()
                if kind in ("function", "closure"):
                    yield name, kind, first, line_of(k)
            header_start = k + 1


def enclosing_name(open_blocks):
    for kind, name, _ in reversed(open_blocks):
        if kind in ("function", "type"):
            return name
    return "top level"


CONTINUES = (",", "(", "[", "&&", "||", "=", "->", ":", "?", "in")
CONTINUED = (".", ",", ")", "]", "&&", "||", "->", "where", "throws", "rethrows", "async", "?", ":")


def last_statement(header):
    """The statement a brace opens: the header's last lines that continue one another (a
    wrapped signature or condition), without what came before on earlier lines."""
    lines = [l.strip() for l in header.split("\n")]
    lines = [l for l in lines if l]
    if not lines:
        return ""
    k = len(lines) - 1
    while k > 0 and (lines[k].startswith(CONTINUED) or lines[k - 1].endswith(CONTINUES) or depth(" ".join(lines[k:])) < 0):
        k -= 1
    return re.sub(r"\s+", " ", " ".join(lines[k:]))


def depth(text):
    """Open minus closed parentheses and brackets."""
    return sum(text.count(c) for c in "([") - sum(text.count(c) for c in ")]")


def classify(header, header_start, brace, line_of, open_blocks):
    """(kind, name, first line) of the block opened at `brace` after `header`."""
    stmt = last_statement(header)
    m = FUNCTION.search(stmt)
    if m and not CONTROL.match(stmt) and depth(stmt[m.start():]) == 0 and "=" not in stmt[:m.start()]:
        keyword = m.group(1).split()[0]
        name = m.group(2) or keyword
        offset = header_start + header.rfind(keyword)
        return ("function", qualify(name, open_blocks), line_of(offset))
    t = re.search(r"\b(?:struct|class|enum|extension|protocol|actor)\s+([\w.]+)", stmt)
    if t and "=" not in stmt:
        return ("type", t.group(1), line_of(brace))
    if CONTROL.match(stmt) or re.match(r"^case\b.*:$", stmt) or stmt in ("", "else"):
        return ("control", "", line_of(brace))
    if ACCESSOR.match(stmt):
        return ("function", enclosing_property(open_blocks) + "." + stmt.split()[0], line_of(brace))
    p = PROPERTY.search(stmt)
    if p and "=" not in stmt:
        offset = header_start + header.rfind(p.group(0))
        return ("function", qualify(p.group(2), open_blocks), line_of(offset))
    if p and stmt.endswith("="):
        return ("closure", qualify(p.group(2), open_blocks), line_of(brace))
    return ("closure", "closure in " + enclosing_name(open_blocks), line_of(brace))


def enclosing_property(open_blocks):
    for kind, name, _ in reversed(open_blocks):
        if kind == "function":
            return name
    return "?"


def qualify(name, open_blocks):
    for kind, outer, _ in reversed(open_blocks):
        if kind == "type":
            return outer + "." + name
    return name


def read_allowed(root):
    """{(path, name): reason} from tools/long-functions.allow."""
    allowed = {}
    path = os.path.join(root, ALLOW_FILE)
    if not os.path.exists(path):
        return allowed
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            body, _, reason = line.partition("#")
            parts = body.split()
            if len(parts) != 2 or not reason.strip():
                sys.exit(f"{ALLOW_FILE}:{number}: write `PATH NAME  # why it may be long`")
            allowed[(parts[0], parts[1])] = reason.strip()
    return allowed


SELF_TEST = r'''
struct Sample {
    /* a nested /* comment } */ with a brace */
    func strings() -> String {
        let a = "}}}"
        let b = #"{ "\(x)" }"#
        let c = """
            }
            \(items.map { "{\($0)}" }.joined())
            """
        return a + b + c
    }

    var computed: Int {
        if true { return 1 }
        return 2
    }

    var accessors: Int {
        get { 1 }
        set {
            print(newValue)
        }
    }

    init?(x: Int) {
        for _ in 0..<x {
            switch x {
            case 1: break
            default: break
            }
        }
    }

    static let builder: () -> Int = {
        let x = 1
        return x
    }
}
'''

# What SELF_TEST holds: (name, kind, first line, last line); nothing else is a body (the
# braces in strings and comments, the if, for and switch blocks, the struct). A property with
# accessors counts as a whole and each accessor again.
SELF_TEST_EXPECTED = [
    ("Sample.strings", "function", 4, 12),
    ("Sample.computed", "function", 14, 17),
    ("Sample.accessors", "function", 19, 24),
    ("Sample.accessors.get", "function", 20, 20),
    ("Sample.accessors.set", "function", 21, 23),
    ("Sample.init?", "function", 26, 33),
    ("Sample.builder", "closure", 35, 38),
    ("closure in Sample.strings", "closure", 9, 9),
]


def self_test():
    """Checks the lexer and the classification on SELF_TEST; exits 1 on a difference."""
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".swift", delete=False) as f:
        f.write(SELF_TEST)
    try:
        got = sorted(bodies(f.name), key=lambda b: (b[2], b[0]))
    finally:
        os.unlink(f.name)
    want = sorted(SELF_TEST_EXPECTED, key=lambda b: (b[2], b[0]))
    if got != want:
        print("long-functions self-test failed:\n  got  " + repr(got) + "\n  want " + repr(want))
        sys.exit(1)
    print(f"long-functions self-test: {len(want)} bodies found as expected")


def main():
    parser = argparse.ArgumentParser(description="Swift bodies over a line limit (the house rule: 80).")
    parser.add_argument("--check", action="store_true", help="exit 1 on a long body that is not an allowed exception")
    parser.add_argument("--limit", type=int, default=DEFAULT_LIMIT, help="the longest a body may be (default 80)")
    parser.add_argument("--self-test", action="store_true", help="check the lexer on built-in samples, then stop")
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."),
                        help="the package root (default: this script's parent folder)")
    args = parser.parse_args()
    if args.self_test:
        self_test()
        return
    root = os.path.normpath(args.root)
    allowed = read_allowed(root)

    found = []
    for top in ROOTS:
        for folder, _, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if name.endswith(".swift"):
                    path = os.path.join(folder, name)
                    rel = os.path.relpath(path, root)
                    for fn, kind, first, last in bodies(path):
                        found.append((last - first + 1, rel, first, fn, kind))

    over = sorted((f for f in found if f[0] > args.limit), key=lambda f: (-f[0], f[1], f[2]))
    failures = 0
    seen = set()
    for length, rel, first, fn, kind in over:
        reason = allowed.get((rel, fn))
        seen.add((rel, fn))
        if reason:
            print(f"{rel}:{first}: {fn} ({kind}) is {length} lines: allowed, {reason}")
        else:
            failures += 1
            print(f"{rel}:{first}: {fn} ({kind}) is {length} lines, over {args.limit}: split it into named steps")
    stale = sorted(k for k in allowed if k not in seen) if args.limit == DEFAULT_LIMIT else []
    for rel, fn in stale:
        failures += 1
        print(f"{ALLOW_FILE}: {rel} {fn} is no longer over {args.limit} lines (or no longer exists): remove its line")
    print(f"{len(over)} bodies over {args.limit} lines ({len(over) - failures + len(stale)} allowed), "
          f"{len(found)} functions and closures read")
    if args.check and failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
