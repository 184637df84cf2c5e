#!/usr/bin/env python3
"""The Swift 4 names that Swift 4.2 renamed, read from Apple's API notes.

An SDK's `<Framework>.apinotes` gives every declaration's Swift name at the top level (what
Swift 4.2 and later see) and, under `SwiftVersions: - Version: 4`, the name Swift 4.0/4.1 saw
when it differed. Pairing the two blocks by declaration gives (Swift 4 name, new name). Typedefs
that Swift 4 imported as plain aliases (`SwiftWrapper: none`) turned their constants into
members in Swift 4.2; those constants are not in the notes, so the framework headers given with
--header supply them (the Swift 4 name is the C name, the new one the constant's name with the
group's common prefix dropped, as the importer does, under the typedef's Swift 4.2 name).

  renames.py pairs UIKit.apinotes [--header UIScrollView.h ...]  > pairs.tsv
  renames.py probe pairs.tsv > Probe.swift      (one line per pair naming the new spelling)
  renames.py table pairs.tsv --log probe.log --sources Sources/AnimatorABI \
      --why-not tools/sdk-renames/why-not.tsv > tools/sdk-renames/swift4-renames.tsv

`table` marks a pair in-SDK unless the probe line naming its new spelling failed to compile
(the build log's `Probe.swift:LINE:` errors), and added when the old name is declared in the
sources as a deprecated alias renamed to the new spelling. Standard library only.
"""
import argparse
import os
import re
import sys

ITEM = re.compile(r"^(\s*)- (Name|Selector|Version|Position):\s*(.*?)\s*$")
ATTR = re.compile(r"^(\s*)(\w+):\s*(.*?)\s*$")
KINDS = {"Tags": "type", "Typedefs": "type", "Enumerators": "case", "Globals": "constant",
         "Functions": "function", "Methods": "method", "Properties": "property"}
# Globals and enumerators whose Swift 4.2 name is a bare member: the type they became members
# of (by C-name prefix), as UIKit's headers declare it.
MEMBER_OF = [("UIAccessibilityTrait", "UIAccessibilityTraits"),
             ("UITrackingRunLoopMode", "RunLoop.Mode"),
             ("UIAccessibilityNotification", "UIAccessibility.AssistiveTechnologyIdentifier"),
             ("UIAccessibilitySpeechAttribute", "NSAttributedString.Key"),
             ("UIAccessibilityTextAttribute", "NSAttributedString.Key"),
             ("UIAccessibility", "UIAccessibility.Notification"),
             ("NSUnderlineStyle", "NSUnderlineStyle"),
             ("UITableViewCellState", "UITableViewCell.StateMask")]
# The same for Swift 3's globals (Version 3), by C-name prefix and suffix; checked first.
MEMBER_OF_SUFFIX = [("NSTabColumnTerminators", "AttributeName", "NSTextTab.OptionKey"),
                    ("NS", "AttributeName", "NSAttributedString.Key"),
                    ("NS", "DocumentType", "NSAttributedString.DocumentType"),
                    ("NS", "DocumentAttribute", "NSAttributedString.DocumentAttributeKey"),
                    ("NSTextLayoutSections", "Attribute", "NSAttributedString.DocumentAttributeKey"),
                    ("NS", "DocumentOption", "NSAttributedString.DocumentReadingOptionKey"),
                    ("NSTextEffect", "Style", "NSAttributedString.TextEffectStyle"),
                    ("UIFontDescriptor", "Attribute", "UIFontDescriptor.AttributeName"),
                    ("UIFont", "Trait", "UIFontDescriptor.TraitKey"),
                    ("UIFontFeature", "Key", "UIFontDescriptor.FeatureKey"),
                    ("UIFontWeight", "", "UIFont.Weight")]


def unquote(value):
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1]
    return value


def parse(text):
    """{version: {path: attrs}}; version None is the top level, path a tuple of
    (section, name) steps, e.g. (("Classes", "UIView"), ("Methods", "bringSubviewToFront:"))."""
    blocks, version = {None: {}}, None
    stack = []  # (indent, path, attrs) of the items enclosing the current line
    section = {}  # indent of a `Key:` line -> section name
    for raw in text.splitlines():
        line = raw.split(" #")[0] if not raw.lstrip().startswith("#") else ""
        if not line.strip() or line.strip() == "---":
            continue
        item = ITEM.match(line)
        if item:
            indent, key, value = len(item.group(1)), item.group(2), unquote(item.group(3))
            while stack and stack[-1][0] >= indent:
                stack.pop()
            if key == "Version":
                version = value
                blocks.setdefault(version, {})
                stack, section = [], {k: v for k, v in section.items() if k < indent}
                continue
            sec = section.get(indent, section.get(indent - 2, "?"))
            parent = stack[-1][1] if stack else ()
            path = parent + ((sec, value),)
            attrs = {}
            if key != "Position":
                blocks[version][path] = attrs
            stack.append((indent, path, attrs))
            continue
        attr = ATTR.match(line)
        if not attr:
            continue
        indent, key, value = len(attr.group(1)), attr.group(2), unquote(attr.group(3))
        if value == "":
            section = {k: v for k, v in section.items() if k < indent}
            section[indent] = key
            section[indent + 2] = key
        elif stack and indent == stack[-1][0] + 2:
            stack[-1][2][key] = value
    return blocks


def swift_call(name):
    """`getter:T.p(self:)` -> `T.p`; `T.init(a:)` -> `T.init(a:)`; `T.m(self:by:)` -> `T.m(by:)`."""
    if name.startswith("getter:"):
        return re.sub(r"\(.*\)$", "", name[len("getter:"):])
    return name.replace("(self:)", "()").replace("(self:", "(")


def qualify(cname, new, kind, type_renames):
    head, _, rest = new.partition(".")
    if rest and head in type_renames:  # a member named through its C typedef
        return type_renames[head] + "." + rest
    if kind in ("constant", "case") and "." not in new:
        for prefix, suffix, owner in MEMBER_OF_SUFFIX:
            if cname.startswith(prefix) and cname.endswith(suffix):
                return owner + "." + new
        for prefix, owner in MEMBER_OF:
            if cname.startswith(prefix):
                return owner + "." + new
    return new


def pairs_from_notes(blocks, version="4"):
    top, old = blocks.get(None, {}), blocks.get(version, {})
    type_renames = {p[-1][1]: a["SwiftName"] for p, a in top.items()
                    if p[-1][0] in ("Tags", "Typedefs") and "SwiftName" in a}
    rows, plain_typedefs = [], []
    for path, attrs in old.items():
        sec, cname = path[-1]
        kind = KINDS.get(sec, sec)
        if sec == "Typedefs" and attrs.get("SwiftWrapper") == "none" and cname in type_renames:
            plain_typedefs.append(cname)
        was, now = attrs.get("SwiftName"), top.get(path, {}).get("SwiftName")
        if was is None and attrs.get("Availability") != "nonswift" and sec in ("Typedefs", "Globals"):
            was = cname  # Swift 4 imported it under its C name (a plain alias or global)
        if kind == "function" and attrs.get("SwiftPrivate") == "false":
            continue  # the Equal… functions: hidden since, replaced by ==, not renamed
        if was is None or now is None or was == now:
            continue
        owner = path[0][1] if len(path) > 1 else ""
        if kind in ("method", "property"):
            rows.append((f"{owner}.{was}", f"{owner}.{now}", kind, cname))
            continue
        new = qualify(cname, swift_call(now), kind, type_renames)
        if now.startswith("getter:"):
            kind = "getter" if "(self:)" in now else "static getter"
        if kind == "constant" and was != cname:
            kind, was = "notification", "NSNotification.Name." + was
        elif kind == "case" and "." not in was and was != cname:
            was = new.rpartition(".")[0] + "." + was  # a case of the same type
        rows.append((was, new, kind, cname))
    return rows, plain_typedefs, type_renames


def words(name):
    return re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+|^k", name)


def lower_first(name):
    lead = re.match(r"[A-Z]+(?=[A-Z][a-z]|$)|[A-Z]", name)
    return name if not lead else lead.group(0).lower() + name[lead.end():]


def pairs_from_headers(paths, plain_typedefs, type_renames):
    """Constants of the typedefs Swift 4 saw as plain aliases: C name -> Type.member."""
    decl = re.compile(r"\b(?:UIKIT_EXTERN|CA_EXTERN|FOUNDATION_EXTERN|extern)\s+(?:const\s+)?(\w+)"
                      r"\s+(?:const\s+)?(\w+)([^;]*);")
    groups = {}
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as f:
            for typedef, cname, tail in decl.findall(f.read()):
                if typedef in plain_typedefs:
                    swift = re.search(r"NS_SWIFT_NAME\(([^)]*)\)", tail)
                    groups.setdefault(typedef, []).append((cname, swift.group(1) if swift else None))
    rows = []
    for typedef, consts in groups.items():
        split = [words(c) for c, _ in consts]
        common = 0
        while all(len(w) > common + 1 for w in split) and len({tuple(w[:common + 1]) for w in split}) == 1:
            common += 1
        if len(consts) == 1:
            common = len(words(typedef))
        for (cname, swift), w in zip(consts, split):
            new = swift or type_renames[typedef] + "." + lower_first("".join(w[common:]))
            rows.append((cname, new, "constant", cname))
    return rows


PROBE = {"type": "_ = {new}.self", "property": "_ = \\{new}", "method": "_ = {new}"}


def probe_line(old, new, kind):
    if kind == "getter":
        return f"_ = \\{new}"  # an instance property, probed as a key path
    if new.endswith("()"):
        new = new[:-2]  # named, not called
    return PROBE.get(kind, "_ = {new}").format(new=new)


def read_pairs(path):
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("old\t")]


def main():
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = args.add_subparsers(dest="command", required=True)
    p = sub.add_parser("pairs")
    p.add_argument("apinotes")
    p.add_argument("--header", action="append", default=[])
    p.add_argument("--version", default="4")
    q = sub.add_parser("probe")
    q.add_argument("pairs")
    t = sub.add_parser("table")
    t.add_argument("pairs")
    t.add_argument("--log", required=True)
    t.add_argument("--sources", required=True)
    t.add_argument("--why-not", help="TSV: old name, why it is not added though the SDK has the new one")
    a = args.parse_args()
    if a.command == "pairs":
        with open(a.apinotes, encoding="utf-8") as f:
            rows, plain, renames = pairs_from_notes(parse(f.read()), a.version)
        rows += pairs_from_headers(a.header, plain, renames)
        print("old\tnew\tkind\tc_name")
        for row in rows:
            print("\t".join(row))
    elif a.command == "probe":
        print("// Generated by tools/sdk-renames/renames.py probe: one line per new spelling.")
        print("import UIKit\nimport QuartzCore\n\n@MainActor func probe() {")
        for old, new, kind, _ in read_pairs(a.pairs):
            print("    " + probe_line(old, new, kind))
        print("}")
    else:
        failed = set()
        with open(a.log, encoding="utf-8", errors="replace") as f:
            for m in re.finditer(r"Probe\.swift:(\d+):\d+: error", f.read()):
                failed.add(int(m.group(1)) - 6)  # the first pair is on line 6
        sources = ""
        for root, _, files in os.walk(a.sources):
            for name in sorted(files):
                if name.endswith(".swift"):
                    with open(os.path.join(root, name), encoding="utf-8") as f:
                        sources += f.read()
        why = {}
        if a.why_not:
            why = {row[0]: row[1] for row in read_pairs(a.why_not)}
        print("old\tnew\tkind\tin_sdk\tadded")
        for i, (old, new, kind, cname) in enumerate(read_pairs(a.pairs)):
            in_sdk = i not in failed
            short = old.split(".")[-1].split("(")[0]
            declared = re.search(r'deprecated, (?:renamed|message): "[^"]*"\)\s*\n\s*(?:public|open)[^\n]*\b'
                                 + re.escape(short) + r"\b", sources)
            added = "yes" if declared else ("no: new spelling not in the SDK" if not in_sdk else "no")
            if not declared and old in why:
                added = "no: " + why[old]
            print("\t".join((old, new, kind + ("" if cname in old else f" ({cname})"),
                             "yes" if in_sdk else "no", added)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
