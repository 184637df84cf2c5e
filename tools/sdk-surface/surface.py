#!/usr/bin/env python3
"""Compare the SDK with iOS's public interface: type-check the probe files against a build's
UIKit and QuartzCore modules and write docs/uikit-surface.md.

Each probe line marked `//@ Class.member` uses one public member of an iOS header the way real
code does. A marked line the compiler accepts is a member the SDK has; a line with an error is
a member it lacks, unless tools/sdk-surface/left-out.tsv names it with the reason it is left out.
Members named in tools/sdk-surface/added-s36.txt were missing before session 36 (or were added
to the probes later, missing then) and are shown as added.

    python3 tools/sdk-surface/surface.py [--build DIR] [--check]

--build: the package directory whose .build/debug holds the modules (default: this repository).
--check: print the members that fail and are not left out; exit 1 if there are any.
"""
import argparse
import collections
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PROBES = os.path.join(HERE, "probes")
LEFT_OUT = os.path.join(HERE, "left-out.tsv")
ADDED = os.path.join(HERE, "added-s36.txt")
TABLE = os.path.join(ROOT, "docs", "uikit-surface.md")
MARK = re.compile(r"//@ (\S+)(.*)$")


def read_marks():
    """(file, line) -> (member, note) for every marked probe line, in file order."""
    marks = collections.OrderedDict()
    for name in sorted(os.listdir(PROBES)):
        if not name.endswith(".swift"):
            continue
        path = os.path.join(PROBES, name)
        with open(path) as f:
            for n, line in enumerate(f, 1):
                m = MARK.search(line)
                if m:
                    marks[(path, n)] = (m.group(1), m.group(2).strip())
    return marks


def typecheck(build):
    """Errors per (file, line) from one swiftc -typecheck of all probes (Swift 5 mode, as app code)."""
    dbg = os.path.realpath(os.path.join(build, ".build", "debug"))
    flags = ["-I", os.path.join(dbg, "Modules"),
             "-Xcc", "-fmodule-map-file=" + os.path.join(dbg, "CAnimatorABI.build", "module.modulemap"),
             "-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, "Sources", "Shims", "UIKitSubmodules", "include",
                                                         "module.modulemap"),
             "-Xcc", "-I" + os.path.join(ROOT, "Sources", "CAnimatorABI", "include")]
    files = [os.path.join(PROBES, n) for n in sorted(os.listdir(PROBES)) if n.endswith(".swift")]
    res = subprocess.run(["swiftc", "-typecheck", "-swift-version", "5", "-continue-building-after-errors", *flags, *files],
                         capture_output=True, text=True, timeout=1200)
    errors = collections.defaultdict(list)
    for line in res.stderr.splitlines():
        m = re.match(r"(.+?):(\d+):\d+: error: (.*)", line)
        if m:
            errors[(os.path.realpath(m.group(1)), int(m.group(2)))].append(m.group(3))
    return errors


def read_table(path):
    """member -> reason from a tab-separated file (comments start with #)."""
    out = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                if line.strip() and not line.startswith("#"):
                    member, _, reason = line.rstrip("\n").partition("\t")
                    out[member] = reason
    return out


def family(name):
    """The family a free function or constant is counted under."""
    for prefix in ("CATransform3D", "UIGraphics"):
        if name.startswith(prefix):
            return prefix + " functions"
    return "Core Animation functions" if name.startswith("CA") else name


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=ROOT)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    marks = read_marks()
    errors = typecheck(args.build)
    left_out = read_table(LEFT_OUT)
    added = set(read_table(ADDED))
    rows = []
    failing = []
    for (path, n), (member, note) in marks.items():
        label = member + (" " + note if note else "")
        errs = errors.pop((os.path.realpath(path), n), [])
        if not errs:
            status = "added" if label in added or member in added else "done"
        elif label in left_out or member in left_out:
            status = "left out: " + left_out.get(label, left_out.get(member, ""))
        else:
            status = "missing"
            failing.append((label, errs[0]))
        # Free functions and constants (CATransform3DMakeScale…) count under their family.
        cls = member.split(".")[0] if "." in member else family(member)
        rows.append((os.path.basename(path)[:-6], cls, label, status))
    stray = [(p, n, e) for (p, n), es in errors.items() for e in es]
    if args.check:
        for label, err in failing:
            print(f"missing\t{label}\t{err}")
        for p, n, e in stray:
            print(f"unmarked\t{os.path.basename(p)}:{n}\t{e}")
        return 1 if failing or stray else 0
    tally = collections.OrderedDict()
    for probe, cls, _, status in rows:
        t = tally.setdefault(cls, collections.Counter())
        t["checked"] += 1
        t[status.split(":")[0]] += 1
    with open(TABLE, "w") as f:
        f.write("# The SDK against iOS's public interface\n\n"
                "Written by `tools/sdk-surface/surface.py` (see `tools/sdk-surface/README.md`): each member below is one\n"
                "line of a probe file in `tools/sdk-surface/probes/` that uses a public member of the iOS 17 SDK's headers\n"
                "the way real code does, type-checked against the `UIKit` and `QuartzCore` products. **done**: the SDK\n"
                "had it before session 36; **added**: session 36 or a later one added it; **left out**: why; **missing**:\n"
                "not yet.\n"
                "Names only: no header text is kept.\n\n")
        f.write("| class | checked | done | added | left out | missing |\n|---|---:|---:|---:|---:|---:|\n")
        total = collections.Counter()
        for cls, t in tally.items():
            f.write(f"| `{cls}` | {t['checked']} | {t['done']} | {t['added']} | {t['left out']} | {t['missing']} |\n")
            total.update(t)
        f.write(f"| **all** | {total['checked']} | {total['done']} | {total['added']} | {total['left out']} | "
                f"{total['missing']} |\n\n")
        current = None
        for probe, cls, label, status in rows:
            if probe != current:
                f.write(f"\n## {probe} probe\n\n| member | status |\n|---|---|\n")
                current = probe
            f.write(f"| `{label}` | {status} |\n")
    print(f"surface: {len(rows)} members; " + ", ".join(f"{k} {v}" for k, v in sorted(total.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
