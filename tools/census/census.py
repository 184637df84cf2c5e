#!/usr/bin/env python3
"""The UIKit / Core Animation census of real iOS transition code (issue 24).

Subcommands (python3 only, no packages):

  cache     CACHE           copy every manifest file out of the fetched snapshots
                            (/work/.mirror/OWNER+REPO) into CACHE/OWNER+REPO/PATH
  extract   CACHE           re-extract the Apple symbols the cached files use and write
                            symbols.tsv (names and counts only: no third-party code)
  table                     write docs/uikit-coverage.md from symbols.tsv, the SDK's
                            declarations (Sources/AnimatorABI) and status.tsv
  compile   CACHE BUILD     type-check every cached file alone against the UIKit and
                            QuartzCore products built in the package BUILD; writes
                            compile.tsv (file, result, first error)
  port      CACHE [REPO...]  run `host-cli port` on each repository's animator, interaction
                            and layout files together (one file at a time when the batch does
                            not build), output in /work/port-census/OWNER+REPO; writes
                            port.tsv (per class: found, made, built, validated, blockers and
                            their class) and prints the rates. HOST_CLI and PORT_OUT override
                            the host-cli binary and the output folder.
  port-summary              print the rates from port.tsv

The method and its limits are in tools/census/README.md.
"""
import os, re, sys, subprocess, collections

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MANIFEST = os.path.join(HERE, "manifest.tsv")
SYMBOLS = os.path.join(HERE, "symbols.tsv")
STATUS = os.path.join(HERE, "status.tsv")
VOCAB = os.path.join(HERE, "vocabulary.tsv")
COMPILE = os.path.join(HERE, "compile.tsv")
PORT = os.path.join(HERE, "port.tsv")
TABLE = os.path.join(ROOT, "docs", "uikit-coverage.md")
SDK_DIRS = [os.path.join(ROOT, "Sources", "AnimatorABI"), os.path.join(ROOT, "Sources", "Shims")]

APPLE_PREFIX = re.compile(r"\b((?:UI|CA|CG|NS)[A-Z][A-Za-z0-9_]*|kCA[A-Za-z0-9_]+|kCG[A-Za-z0-9_]+)\b")
IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def read_manifest():
    rows = []
    with open(MANIFEST) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            parts = line.rstrip("\n").split("\t")
            if parts[0] == "repository":
                continue
            rows.append(dict(repo=parts[0], path=parts[1], commit=parts[2], kind=parts[3],
                             found=parts[4] if len(parts) > 4 else ""))
    return rows


def cache_path(cache, row):
    return os.path.join(cache, row["repo"].replace("/", "+"), row["path"])


def strip_comments_and_strings(src):
    """Source with comments and string literals blanked (so names in them do not count)."""
    out, i, n = [], 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j): depth += 1; j += 2
                elif src.startswith("*/", j): depth -= 1; j += 2
                else: j += 1
            out.append(re.sub(r"[^\n]", " ", src[i:j])); i = j
        elif src.startswith('"""', i):
            j = src.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('""' + re.sub(r"[^\n]", " ", src[i + 2:j - 2]) + '""'[:0] + "  "[:0]); i = j
        elif c == '"':
            j = i + 1
            while j < n and src[j] != '"' and src[j] != "\n":
                j += 2 if src[j] == "\\" else 1
            out.append('"' + " " * max(0, j - i - 1) + '"'); i = j + 1
        else:
            out.append(c); i += 1
    return "".join(out)


def call_labels(text, open_paren):
    """The argument labels of the call whose '(' is at open_paren: ['withDuration', '_', ...]."""
    depth, i, n = 0, open_paren, len(text)
    labels, start = [], open_paren + 1
    while i < n:
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                seg = text[start:i]
                if seg.strip():
                    labels.append(seg)
                break
        elif c == "," and depth == 1:
            labels.append(text[start:i]); start = i + 1
        i += 1
    out = []
    for seg in labels:
        m = re.match(r"\s*(" + IDENT + r")\s*:(?!:)", seg)
        out.append(m.group(1) if m else "_")
    return out


def decl_labels(params):
    """Argument labels of a declaration's parameter list text."""
    out, depth, start, segs = [], 0, 0, []
    for i, c in enumerate(params):
        if c in "([{<": depth += 1
        elif c in ")]}" or (c == ">" and params[i - 1:i] != "-"): depth -= 1
        elif c == "," and depth == 0:
            segs.append(params[start:i]); start = i + 1
    if params[start:].strip(): segs.append(params[start:])
    for s in segs:
        m = re.match(r"\s*(?:@\w+\s+)*(" + IDENT + r")(?:\s+(" + IDENT + r"))?\s*:", s)
        if m: out.append(m.group(1))
    return out


def load_vocab():
    """Hand-kept Apple member names: name -> owners (types that declare it)."""
    vocab = {}
    if os.path.exists(VOCAB):
        for line in open(VOCAB):
            if line.startswith("#") or not line.strip():
                continue
            name, owners = line.rstrip("\n").split("\t")[:2]
            vocab.setdefault(name, set()).update(o for o in owners.split(",") if o)
    return vocab


# ---------------------------------------------------------------- SDK declarations
DECL = re.compile(r"\b(class|struct|enum|protocol|extension|typealias|func|init|var|let|case|subscript)\b")


def scan_sdk():
    """(types, members): every type the SDK declares, and {(owner, name): [labels...]}."""
    types, members = set(), collections.defaultdict(list)
    for d in SDK_DIRS:
        for dp, _, fs in os.walk(d):
            for fn in fs:
                if fn.endswith(".swift"):
                    scan_swift_decls(strip_comments_and_strings(open(os.path.join(dp, fn)).read()), types, members)
    return types, members


def scan_swift_decls(text, types, members):
    """Declarations with the type they are in (a brace-depth scope stack)."""
    stack = []  # (depth at which scope opened, owner name)
    depth = 0
    pending = None
    i, n = 0, len(text)
    tok = re.compile(r"\{|\}|\b(?:class|struct|enum|protocol|extension)\s+(" + IDENT + r"(?:\." + IDENT + r")*)"
                     r"|\btypealias\s+(" + IDENT + r")"
                     r"|\bfunc\s+(" + IDENT + r"|[^\s(]+)\s*(?:<[^>]*>)?\s*\("
                     r"|\binit[?!]?\s*(?:<[^>]*>)?\s*\("
                     r"|\b(?:var|let)\s+(" + IDENT + r")"
                     r"|\bcase\s+([^\n]*)")
    for m in tok.finditer(text):
        s = m.group(0)
        owner = stack[-1][1] if stack else ""
        if s == "{":
            depth += 1
            if pending is not None:
                stack.append((depth, pending)); pending = None
            continue
        if s == "}":
            if stack and stack[-1][0] == depth:
                stack.pop()
            depth -= 1
            continue
        if m.group(1):
            kw = s.split()[0]
            name = m.group(1)
            if kw == "class" and name in ("func", "var", "let"):
                continue
            if kw != "extension":
                name = (owner + "." + name) if owner and not name.startswith(owner) else name
                types.add(name); types.add(name.split(".")[-1])
            pending = name
            continue
        if m.group(2):
            types.add(m.group(2)); types.add((owner + "." + m.group(2)) if owner else m.group(2))
            continue
        if s.startswith("func") or s.startswith("init"):
            name = m.group(3) if m.group(3) else "init"
            j = call_end(text, m.end() - 1)
            labels = decl_labels(text[m.end():j])
            members[(owner, name)].append(labels)
            continue
        if m.group(4):
            if depth == (stack[-1][0] if stack else 0):
                members[(owner, m.group(4))].append(None)
            continue
        if m.group(5):
            if depth == (stack[-1][0] if stack else 0):
                for seg in re.sub(r"\([^)]*\)", "", m.group(5)).split(","):
                    c = re.match(r"\s*(" + IDENT + ")", seg)
                    if c and c.group(1) not in ("let", "var", "is"):
                        members[(owner, c.group(1))].append(None)
    return types, members


def call_end(text, open_paren):
    depth = 0
    for i in range(open_paren, len(text)):
        if text[i] in "([{": depth += 1
        elif text[i] in ")]}":
            depth -= 1
            if depth == 0: return i
    return len(text)


# ---------------------------------------------------------------- extraction
# Apple's class hierarchy, as far as the census needs it (a subclass uses its ancestors' members bare).
SUPERCLASSES = {
    "UICollectionViewFlowLayout": {"UICollectionViewLayout"},
    "UICollectionViewTransitionLayout": {"UICollectionViewLayout"},
    "CAShapeLayer": {"CALayer"}, "CAGradientLayer": {"CALayer"}, "CAReplicatorLayer": {"CALayer"},
    "UIImageView": {"UIView"}, "UILabel": {"UIView"}, "UIButton": {"UIView", "UIControl"},
    "UIControl": {"UIView"}, "UIScrollView": {"UIView"}, "UIWindow": {"UIView"},
    "UIPanGestureRecognizer": {"UIGestureRecognizer"}, "UIScreenEdgePanGestureRecognizer": {"UIGestureRecognizer", "UIPanGestureRecognizer"},
    "UINavigationController": {"UIViewController"}, "UITabBarController": {"UIViewController"},
    "CABasicAnimation": {"CAPropertyAnimation", "CAAnimation"}, "CAKeyframeAnimation": {"CAPropertyAnimation", "CAAnimation"},
}
SWIFT_KEYWORDS = set("""self Self init super some any true false nil""".split())


def extract(cache):
    rows = read_manifest()
    vocab = load_vocab()
    sdk_types, sdk_members = scan_sdk()
    apple_types_with_members = collections.defaultdict(set)
    for (owner, name) in sdk_members:
        if owner and APPLE_PREFIX.fullmatch(owner.split(".")[0]):
            vocab.setdefault(name, set()).add(owner)
    texts = {}
    declared_here = set()
    for r in rows:
        p = cache_path(cache, r)
        if not os.path.exists(p):
            sys.exit(f"census: {p} is missing: run `census.py cache {cache}` first")
        t = strip_comments_and_strings(open(p, errors="replace").read())
        texts[(r["repo"], r["path"])] = t
        for m in re.finditer(r"\b(?:class|struct|enum|protocol|typealias)\s+(" + IDENT + ")", t):
            declared_here.add(m.group(1))
    # Names the census files declare themselves are theirs, not Apple's (a member named
    # like an Apple one still counts: it is told apart by the Apple type it is used on).
    uses = collections.defaultdict(lambda: [set(), set()])  # symbol -> [repos, files]
    owners_of = {}
    for (repo, path), t in texts.items():
        seen = set()
        imported = set(re.findall(r"^\s*(?:@\w+\s+)*import\s+(?:class\s+|struct\s+|enum\s+|func\s+)?([A-Za-z_][\w.]*)", t, re.M))
        modules = {x for i in imported for x in (i, i.split(".")[-1])}
        for i in imported:
            seen.add(("module", i))
        for m in APPLE_PREFIX.finditer(t):
            name = m.group(1)
            if name in declared_here or name in modules:
                continue
            seen.add(("type", name))
        # members: `x.name` and `f().name` accesses and implicit members (`.name`), `func name(`
        # implementations. Any dot counts: a number's dot (`1.5`) is never followed by a name.
        for m in re.finditer(r"\.(" + IDENT + r")\b(\s*\()?", t):
            name = m.group(1)
            if name not in vocab or name in SWIFT_KEYWORDS:
                continue
            labels = call_labels(t, m.end() - 1) if m.group(2) else None
            seen.add(("member", name if labels is None else f"{name}({''.join(l + ':' for l in labels)})"))
        for m in re.finditer(r"\bfunc\s+(" + IDENT + r")\s*(?:<[^>]*>)?\s*\(", t):
            name = m.group(1)
            if name not in vocab:
                continue
            # A private method is the file's own: it cannot override a method of an Apple
            # class nor implement an Apple protocol's requirement for a type visible outside
            # the file (both need at least the type's access), so it implements no Apple member.
            if re.search(r"\b(?:private|fileprivate)\s+(?:static\s+|class\s+|final\s+|@\w+\s+)*$", t[max(0, m.start() - 60):m.start()]):
                continue
            j = call_end(t, m.end() - 1)
            labels = decl_labels(t[m.end():j])
            seen.add(("member", f"{name}({''.join(l + ':' for l in labels)})"))
        for m in re.finditer(r"\boverride\s+(?:open\s+|public\s+)?var\s+(" + IDENT + ")", t):
            if m.group(1) in vocab:
                seen.add(("member", m.group(1)))
        # inside a subclass of an Apple class, its members are used bare (`containerView`)
        supers = set(re.findall(r"\bclass\s+" + IDENT + r"\s*(?:<[^>]*>)?\s*:\s*((?:UI|CA)[A-Za-z]+)", t))
        own = set(re.findall(r"\b(?:func|var|let)\s+(" + IDENT + ")", t))
        for sup in list(supers):
            supers |= SUPERCLASSES.get(sup, set())
        if supers:
            for m in re.finditer(r"(?<![.A-Za-z0-9_])(" + IDENT + r")\b(?!\s*:)", t):
                name = m.group(1)
                if name in vocab and name not in own and vocab[name] & supers:
                    seen.add(("member", name))
        for kind, name in seen:
            u = uses[(kind, name)]
            u[0].add(repo); u[1].add(path + "@" + repo)
    with open(SYMBOLS, "w") as f:
        f.write("# Written by tools/census/census.py extract: symbol kind, symbol, owners (Apple types that declare\n"
                "# a member of that name, from the vocabulary), repositories using it, files using it.\n")
        f.write("kind\tsymbol\towners\trepositories\tfiles\n")
        for (kind, name), (repos, files) in sorted(uses.items(), key=lambda kv: (-len(kv[1][0]), -len(kv[1][1]), kv[0][1])):
            base = name.split("(")[0]
            owners = ",".join(sorted(vocab.get(base, []))) if kind == "member" else ""
            f.write(f"{kind}\t{name}\t{owners}\t{len(repos)}\t{len(files)}\n")
    print(f"census: {len(texts)} files from {len({r['repo'] for r in rows})} repositories; "
          f"{len(uses)} symbols written to {os.path.relpath(SYMBOLS, ROOT)}")


# ---------------------------------------------------------------- the table
# Names of Apple's kind that swift-corelibs-foundation has on Linux too (checked by compiling
# `import Foundation` with each): they need nothing from the SDK.
LINUX_FOUNDATION = set("""CGFloat CGRect CGPoint CGSize NSObject NSCoder NSArray NSDictionary NSString NSNumber NSValue
NSIndexPath NSNotification NSCopying NSZone NSLocalizedString NSRange NSMakeRange NSNull NSError
NSLock NSRecursiveLock NSCache NSAttributedString NSMutableArray NSMutableDictionary NSSet NSData
NSDate NSURL NSNotFound NSEdgeInsets NSPredicate NSSortDescriptor NSRegularExpression
NSMutableAttributedString NSUUID NSTimeZone NSLocale NSDecimalNumber NSObjectProtocol
NSKeyedArchiver NSKeyedUnarchiver NSSecureCoding NSCoding NSMutableString NSCountedSet NSOrderedSet
NSIndexSet NSMutableSet NSCondition NSStringFromClass""".split())


def load_status():
    st = {}
    if os.path.exists(STATUS):
        for line in open(STATUS):
            if line.startswith("#") or not line.strip() or line.startswith("symbol\t"):
                continue
            parts = line.rstrip("\n").split("\t")
            st[parts[0]] = parts[1]
    return st


def labels_match(used, declared):
    """A call `f(a:b:)` is served by a declaration whose labels are used ones, the rest
    defaulted or (trailing closures) written outside the parentheses."""
    if declared is None:
        return used == [] or used is None
    if used is None:
        return True
    if used == declared[:len(used)]:
        return True
    # labels may skip defaulted parameters: an ordered subsequence
    it = iter(declared)
    return all(any(u == d for d in it) for u in used)


def table():
    sdk_types, sdk_members = scan_sdk()
    by_name = collections.defaultdict(list)
    for (owner, name), sigs in sdk_members.items():
        by_name[name].append((owner, sigs))
    status = load_status()
    rows = []
    for line in open(SYMBOLS):
        if line.startswith("#") or line.startswith("kind\t"):
            continue
        kind, name, owners, nrepos, nfiles = line.rstrip("\n").split("\t")
        nrepos, nfiles = int(nrepos), int(nfiles)
        if name in status:
            st = status[name]
        elif kind == "module":
            st = "done" if name.split(".")[0] in ("UIKit", "QuartzCore", "Foundation", "CoreGraphics") and \
                (name.split(".")[0] != "CoreGraphics") else "missing"
        elif kind == "type" and name in LINUX_FOUNDATION:
            st = "done: swift-corelibs-foundation"
        elif kind == "type":
            st = "done" if (name in sdk_types or (None in [] )) else \
                 ("done" if any(o == "" and n == name for (o, n) in sdk_members) else "missing")
        else:
            base = name.split("(")[0]
            used = None if "(" not in name else [l for l in name[len(base) + 1:-1].split(":") if l]
            owner_set = set(owners.split(",")) if owners else set()
            cands = [(o, s) for (o, s) in by_name.get(base, []) if not owner_set or o in owner_set or o.split(".")[-1] in owner_set]
            if not cands:
                st = "missing"
            elif used is None or any(labels_match(used, sig) for _, sigs in cands for sig in sigs):
                st = "done"
            elif all(sig is None for _, sigs in cands for sig in sigs):
                st = "missing"
            else:
                st = "partial: not these argument labels"
        rows.append((kind, name, owners, nrepos, nfiles, st))
    os.makedirs(os.path.dirname(TABLE), exist_ok=True)
    manifest = read_manifest()
    kinds = collections.Counter(r["kind"] for r in manifest)
    tally = collections.Counter(r[5].split(":")[0] for r in rows if r[3] >= 2)
    with open(TABLE, "w") as f:
        f.write("# UIKit and Core Animation coverage\n\n")
        f.write("Generated by `tools/census/census.py table` from `tools/census/symbols.tsv` (the census: names and\n"
                "counts only), the SDK's declarations in `Sources/AnimatorABI` and `Sources/Shims`, and the hand-kept\n"
                "`tools/census/status.tsv`. Do not edit by hand; the method and its limits are in\n"
                "`tools/census/README.md`.\n\n")
        f.write(f"The census: {len(manifest)} Swift files from {len({r['repo'] for r in manifest})} public repositories ("
                + ", ".join(f"{v} {k}" for k, v in sorted(kinds.items())) + ").\n\n")
        f.write("Of the symbols used by at least two repositories: "
                + ", ".join(f"{v} {k}" for k, v in sorted(tally.items())) + ".\n\n")
        f.write("| symbol | kind | owners | repositories | files | status |\n|---|---|---|---:|---:|---|\n")
        for kind, name, owners, nrepos, nfiles, st in rows:
            f.write(f"| `{name}` | {kind} | {owners.replace(',', ', ')} | {nrepos} | {nfiles} | {st} |\n")
    print(f"census: {len(rows)} symbols in {os.path.relpath(TABLE, ROOT)}; used by >= 2 repositories: {dict(tally)}")


# ---------------------------------------------------------------- compile rate
def compile_rate(cache, build):
    """Type-check each file alone (swiftc -typecheck) against the modules of BUILD's debug build."""
    dbg = os.path.realpath(os.path.join(build, ".build", "debug"))
    flags = ["-I", os.path.join(dbg, "Modules"),
             "-Xcc", "-fmodule-map-file=" + os.path.join(dbg, "CAnimatorABI.build", "module.modulemap"),
             "-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, "Sources", "Shims", "UIKitSubmodules", "include", "module.modulemap"),
             "-Xcc", "-I" + os.path.join(ROOT, "Sources", "CAnimatorABI", "include")]
    modmaps = []
    rows = read_manifest()
    out = []
    for r in rows:
        p = cache_path(cache, r)
        res = subprocess.run(["swiftc", "-typecheck", "-swift-version", "5", *flags, *modmaps, p],
                             capture_output=True, text=True, timeout=600)
        errs = [l.split(": error: ", 1)[1] for l in res.stderr.splitlines() if ": error: " in l]
        first = errs[0] if errs else ""
        # The first error about Apple's API: one naming a UI/CA/CG/NS name, or Objective-C.
        apple = next((e for e in errs if re.search(r"'(?:UI|CA|CG|NS)[A-Z]\w*'|Objective-C|#selector|@objc", e)), "")
        ok = res.returncode == 0
        objc = bool(re.search(r"@objc|#selector|@IBAction|@IBOutlet|@IBInspectable|@IBDesignable", open(p, errors="replace").read()))
        out.append((r["repo"], r["path"], r["kind"], "compiled" if ok else "failed", "objc" if objc else "", first.replace("\t", " "), apple.replace("\t", " ")))
        print(f"{'ok  ' if ok else 'FAIL'} {r['repo']}/{r['path']}: {first[:100]}", flush=True)
    with open(COMPILE, "w") as f:
        f.write("# Written by tools/census/census.py compile: each census file type-checked alone against the UIKit and\n"
                "# QuartzCore products (swiftc -typecheck, Swift 5 mode). objc: the file uses @objc, #selector or IB attributes.\n")
        f.write("repository\tpath\tkind\tresult\tobjc\tfirst error\tfirst error about an Apple name\n")
        for row in out:
            f.write("\t".join(row) + "\n")
    summarize()


def summarize():
    rows = [l.rstrip("\n").split("\t") for l in open(COMPILE) if not l.startswith("#") and not l.startswith("repository\t")]
    def rate(sel):
        n = len(sel); k = sum(1 for r in sel if r[3] == "compiled")
        return f"{k}/{n}" + (f" ({100 * k / n:.0f} %)" if n else "")
    print("all:", rate(rows))
    for kind in sorted({r[2] for r in rows}):
        sel = [r for r in rows if r[2] == kind]
        print(f"{kind}:", rate(sel), "; without @objc/#selector:", rate([r for r in sel if r[4] != "objc"]))
    print("without @objc/#selector:", rate([r for r in rows if r[4] != "objc"]))
    # A file compiled alone cannot see its own repository's other files or third-party modules;
    # those failures say nothing of the SDK. The rest compiled, or failed on an Apple name.
    def local(r):
        m = re.match(r"cannot find (?:type )?'([^']+)' in scope", r[5])
        return r[3] != "compiled" and (r[5].startswith("no such module") or (m and not APPLE_PREFIX.fullmatch(m.group(1))))
    own = [r for r in rows if not local(r)]
    print(f"failed first on a name of their own repository or a third-party module: {len(rows) - len(own)}")
    print("self-contained files (the rest):", rate(own))
    for kind in sorted({r[2] for r in own}):
        sel = [r for r in own if r[2] == kind]
        print(f"  {kind}:", rate(sel), "; without @objc/#selector:", rate([r for r in sel if r[4] != "objc"]))
    print("  without @objc/#selector:", rate([r for r in own if r[4] != "objc"]))
    # Files with no error about an Apple name (UI/CA/CG/NS names, Objective-C): what the SDK
    # offers was enough for them; their other errors are names of their own repository.
    clean = lambda sel: f"{sum(1 for r in sel if len(r) > 6 and not r[6])}/{len(sel)}"
    print("no error about an Apple name:", clean(rows), "; animators", clean([r for r in rows if r[2] == "animator"]),
          "; interaction", clean([r for r in rows if r[2] == "interaction"]),
          "; without @objc/#selector", clean([r for r in rows if r[4] != "objc"]))
    for kind in sorted({r[2] for r in rows}):
        sel = [r for r in rows if r[2] == kind]
        print(f"  {kind}: {clean(sel)}; without @objc/#selector {clean([r for r in sel if r[4] != 'objc'])}")
    apple = collections.Counter(re.sub(r"'(?!(?:UI|CA|CG|NS))[^']*'", "'…'", r[6]) for r in rows if len(r) > 6 and r[6])
    print("first errors about an Apple name:")
    for e, c in apple.most_common(30):
        print(f"{c:4d}  {e}")
    errs = collections.Counter(re.sub(r"'[^']*'", "'…'", r[5]) for r in rows if r[3] != "compiled")
    for e, c in errs.most_common(25):
        print(f"{c:4d}  {e}")

# ---------------------------------------------------------------- port rate
PORT_KINDS = ("animator", "interaction", "layout")


def parse_port_report(text):
    """host-cli port's report → (classes, blockers, build failure). classes: name → dict."""
    classes, blockers, failure = {}, [], ""
    section, cur = "", None
    stubs = []
    for line in text.splitlines():
        m = re.match(r"    stub: (\S+) \((.*)\)$", line)
        if m: stubs.append((m.group(1), m.group(2))); continue
        if line == "plugins:": section = "plugins"; continue
        if line.startswith("blockers ("): section = "blockers"; continue
        if line.startswith("build failed: "): failure = line[len("build failed: "):]; continue
        if line.startswith("build: "): section = ""; continue
        if section == "plugins":
            m = re.match(r"  (\S+) \((animator|interaction|layout), id [^)]*\): (.*)$", line)
            if m:
                name, kind, rest = m.groups()
                cur = classes.setdefault((name, kind), dict(name=name, kind=kind, made=True, built=False,
                                                            validated="", failures=[], why=""))
                cur["built"] = rest.startswith("built")
                v = re.search(r"validated \((\d+) checks passed\)", rest)
                f = re.search(r"validation failed \((\d+) failed, (\d+) passed\)", rest)
                cur["validated"] = "clean" if v else (f"failed {f.group(1)}" if f else "")
                continue
            # An abstract base class port does not make into an animator (its subclasses are).
            m = re.match(r"  (\S+) \(animator\): ((?:base class|interactive only|driven by a closure): .*)$", line)
            if m:
                classes[(m.group(1), "animator")] = dict(name=m.group(1), kind="animator", made=True, built=False,
                                                         validated="base class", failures=[], why=m.group(2))
                cur = None
                continue
            m = re.match(r"  (\S+) \(([^)]*):(\d+)\): not built: (.*?); give --construct", line)
            if m:
                classes[(m.group(1), "?")] = dict(name=m.group(1), kind="?", made=False, built=False, validated="",
                                                  failures=[], why=m.group(4))
                continue
            m = re.match(r"    failed: (.*)$", line)
            if m and cur is not None:
                cur["failures"].append(m.group(1))
        elif section == "blockers":
            m = re.match(r"  (.+?):(\d+): (.*)$", line)
            if m:
                blockers.append(dict(path=m.group(1), line=m.group(2), message=m.group(3), advice=""))
                continue
            m = re.match(r"    what to do: (.*)$", line)
            if m and blockers:
                blockers[-1]["advice"] = m.group(1)
    parse_port_report.stubs = stubs
    return classes, blockers, failure


def blocker_class(message, own_names, stubbed=()):
    """(a) port's fault, (b) an SDK gap, (c) a type of the app not in the census: a first guess
    from the compiler's message, checked by hand for the report. A message about a type port
    stubbed is port's fault (its stand-in is incomplete): (a)."""
    names = re.findall(r"'([^']+)'", message)
    if any(n.replace("any ", "").rstrip("?!").split(".")[-1] in stubbed or n.split(".")[0] in stubbed for n in names[:1]):
        return "a"
    if message.startswith("no such module"):
        return "c"
    if message.startswith("cannot find") and names:
        n = names[0]
        if APPLE_PREFIX.fullmatch(n) or n.startswith(("UI", "CA", "CG", "NS")):
            return "b"
        return "c" if n not in own_names else "a"
    if "has no member" in message and len(names) >= 2:
        owner = names[0].split("<")[0].split(".")[-1]
        if APPLE_PREFIX.fullmatch(owner) or owner.startswith(("UI", "CA", "CG", "NS")):
            return "b"
        return "c"
    if re.search(r"@objc|Objective-C|#selector|optional|override|init\(coder|fileprivate|private", message):
        return "a"
    return "a?"


def run_port(host_cli, files, out, timeout):
    if os.path.exists(out):
        subprocess.run(["rm", "-rf", out])
    os.makedirs(os.path.dirname(out), exist_ok=True)
    try:
        res = subprocess.run([host_cli, "port", *files, "--output", out, "--host", ROOT],
                             capture_output=True, text=True, timeout=timeout)
        # The report beside the package: the scenario each class was validated in and why.
        if os.path.isdir(out):
            with open(os.path.join(out, "report.txt"), "w") as f:
                f.write(res.stdout)
        return res.stdout + "\n" + res.stderr, res.returncode
    except subprocess.TimeoutExpired as e:
        return (e.stdout or b"").decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or ""), -1


def declared_types(path):
    """The type names a file declares at its top level (class, struct, enum, protocol, at the
    start of a line): nested types of the same name in two files do not clash."""
    text = strip_comments_and_strings(open(path, errors="replace").read())
    mods = r"(?:(?:public|open|internal|final|private|fileprivate|@" + IDENT + r")\s+)*"
    return set(re.findall(r"^" + mods + r"(?:class|struct|enum|protocol)\s+(" + IDENT + ")", text, re.M))


def app_groups(cache, rs):
    """`rs` split into apps when two of its files declare a type of the same name: by the
    shallowest folder depth at which no group declares a name twice (one group otherwise)."""
    decl = {r["path"]: declared_types(cache_path(cache, r)) for r in rs}

    def clashes(group):
        seen = set()
        for r in group:
            if decl[r["path"]] & seen:
                return True
            seen |= decl[r["path"]]
        return False

    if not clashes(rs):
        return [rs]
    depth = max(len(r["path"].split("/")) for r in rs)
    for d in range(1, depth):
        groups = collections.OrderedDict()
        for r in rs:
            groups.setdefault("/".join(r["path"].split("/")[:d]), []).append(r)
        if not any(clashes(g) for g in groups.values()):
            return without_copies(list(groups.values()), decl)
    return without_copies([[r] for r in rs], decl)


def without_copies(groups, decl):
    """`groups` less those that declare only names another group declares too: a library's
    sources and the example app's older copy of them are one library (ported once, the larger)."""
    names = [set().union(*(decl[r["path"]] for r in g)) for g in groups]
    kept = []
    for i, g in enumerate(groups):
        covered = any(j != i and names[i] <= names[j] and (names[i] < names[j] or j < i) for j in range(len(groups)))
        if not covered:
            kept.append(g)
    return kept


def port_batch(host_cli, cache, repo, rs, out, timeout):
    """Ports the files of `rs` (one app of `repo`) together into `out`; the table's rows."""
    import time
    table = []
    files = [cache_path(cache, r) for r in rs]
    own = set()
    for f in files:
        own |= set(re.findall(r"\b(?:class|struct|enum|protocol|typealias|extension)\s+(" + IDENT + ")", open(f, errors="replace").read()))
    t0 = time.time()
    text, rc = run_port(host_cli, files, out, timeout)
    secs = time.time() - t0
    classes, blockers, failure = parse_port_report(text)
    stubs = parse_port_report.stubs
    # port itself builds the classes of the other files again without the ones that block
    # (round after round while a rebuild is blocked by files of its own), and says so.
    mode = "without the blocked files" if "built again without the files that block" in text else "batch"
    for k, v in classes.items():
        # A class built (by a rebuild without the blocked files) is not held by their blockers.
        v.setdefault("blockers", [] if v["built"] else blockers)
    if not classes:
        # An extension of a class declared in a file the census does not hold: (c).
        ext = any(re.search(r"\bextension\s+" + IDENT, open(f, errors="replace").read()) for f in files)
        table.append([repo, ",".join(r["path"] for r in rs), "-", "none", "0", "0", "0", "", "c" if ext else "a",
                      "no class found" + (": the files extend a class declared in another file of the app" if ext else "") + f"; rc {rc}; {failure}",
                      f"{secs:.0f}", "0", ""])
    for (name, kind), v in sorted(classes.items()):
        bl = v.get("blockers", [])
        if v["validated"] == "base class":
            # Not an animator on its own: never calls completeTransition, meant to be subclassed.
            cls = "base"
        elif v["built"]:
            cls = "d" if v["validated"].startswith("failed") else ""
        elif not v["made"]:
            # Every initializer needs a value port has no placeholder for: in the census
            # these are the app's own types (a configuration, a model, a view controller).
            cls = "c"
        else:
            stubbed = {n for n, _ in stubs}
            cls = ",".join(sorted({blocker_class(b["message"], own, stubbed) for b in bl})) or ("a" if failure else "?")
        msgs = " | ".join(f"{os.path.basename(b['path'])}:{b['line']}: {b['message']} (what to do: {b['advice']})" for b in bl[:4])
        if not v["made"]: msgs = "not made: " + v["why"]
        if cls == "base": msgs = v["why"]
        if v["failures"]: msgs = " | ".join(v["failures"][:3])
        if failure and not msgs: msgs = "build failed: " + failure
        table.append([repo, v.get("file", ",".join(r["path"] for r in rs)), name, kind, "1", "1" if v["made"] else "0",
                      "1" if v["built"] else "0", v["validated"], cls, msgs.replace("\t", " ")[:1500], f"{secs:.0f}",
                      str(len(stubs)), "; ".join(f"{n} ({w})" for n, w in stubs)[:600]])
    print(f"{repo}: {len(classes)} classes, {sum(1 for v in classes.values() if v['built'])} built, "
          f"{sum(1 for v in classes.values() if v['validated'] == 'clean')} clean ({mode}, {secs:.0f} s, {len(stubs)} stubbed types)", flush=True)
    return table


def port_rate(cache, only):
    host_cli = os.environ.get("HOST_CLI", os.path.join(ROOT, ".build", "debug", "host-cli"))
    out_root = os.environ.get("PORT_OUT", "/work/port-census")
    timeout = int(os.environ.get("PORT_TIMEOUT", "900"))
    rows = [r for r in read_manifest() if r["kind"] in PORT_KINDS]
    repos = collections.OrderedDict()
    for r in rows:
        repos.setdefault(r["repo"], []).append(r)
    old = {}
    if os.path.exists(PORT) and only:
        for l in open(PORT):
            if l.startswith("#") or l.startswith("repository\t"): continue
            p = l.rstrip("\n").split("\t")
            old.setdefault(p[0], []).append(p)
    table = []
    for repo, rs in repos.items():
        if only and repo not in only:
            table += old.get(repo, []); continue
        # A library's example app often holds a copy of its sources: port one copy (two
        # would redeclare every class, which no user does).
        seen, kept = set(), []
        for r in rs:
            data = open(cache_path(cache, r), "rb").read()
            if data not in seen:
                seen.add(data); kept.append(r)
        rs = kept
        # Several apps of one repository (homework folders, demo apps) may each declare a class
        # of the same name with a different body: ported together they redeclare it, which no
        # user does. Such a repository is ported app by app (the shallowest folders that part
        # the redeclarations).
        out = os.path.join(out_root, repo.replace("/", "+"))
        groups = app_groups(cache, rs)
        for i, group in enumerate(groups):
            table += port_batch(host_cli, cache, repo, group, out if len(groups) == 1 else f"{out}--app-{i + 1}", timeout)
        write_port(table)
    write_port(table)
    port_summary()


def write_port(table):
    with open(PORT, "w") as f:
        f.write("# Written by tools/census/census.py port: host-cli port run on each repository's animator, interaction and layout\n"
                "# files (together; one by one when the batch did not build). Per class: made (an initializer port could call),\n"
                "# built (a plugin with no hand edit), validated (clean / failed N), class of the failure: a port's fault,\n"
                "# b SDK gap, c the app's own types not in the census, d a real bug the validator names (a? unsure), base: an\n"
                "# animator base class port does not make (never completes on its own; its subclasses are the animators), blockers;\n"
                "# stubbed types: how many of the app's types port stood in for (PortStubs.swift), and which.\n")
        f.write("repository\tfiles\tclass\tkind\tfound\tmade\tbuilt\tvalidated\tfailure class\tblockers or failures\tseconds\tstubbed types\tstubs\n")
        for row in table:
            f.write("\t".join(row) + "\n")


def port_summary():
    rows = [l.rstrip("\n").split("\t") for l in open(PORT) if not l.startswith("#") and not l.startswith("repository\t")]
    files_kind = {(r["repo"], r["path"]): r["kind"] for r in read_manifest()}
    # Base classes (failure class "base") are no animators on their own: counted apart.
    bases = [r for r in rows if r[8] == "base"]
    rows = [r for r in rows if r[8] != "base"]
    for kind in ("animator", "interaction", "layout"):
        sel = [r for r in rows if r[3] == kind]
        n = len(sel); b = sum(1 for r in sel if r[6] == "1"); c = sum(1 for r in sel if r[7] == "clean")
        pct = lambda k: f"{100 * k / n:.0f} %" if n else "-"
        st = sum(1 for r in sel if r[6] == "1" and len(r) > 11 and r[11] not in ("", "0"))
        print(f"{kind}: {n} classes; built with no hand edit {b} ({pct(b)}), {st} of them on stubs of their app's types; validated clean {c} ({pct(c)})")
        # Members port stubbed on SDK types may hide an SDK gap: counted apart (the stubs
        # column lists them as "stubbed on an SDK type"; it is cut at 600 characters).
        ext = sum(1 for r in sel if r[6] == "1" and len(r) > 12 and "stubbed on an SDK type" in r[12])
        mod = sum(1 for r in sel if r[6] == "1" and len(r) > 12 and "a module that does not exist here" in r[12])
        print(f"  of the built: {ext} with members stubbed on SDK types (app extensions of UIKit, or SDK gaps), {mod} with a module's import dropped")
    print(f"base classes (animateTransition never completes; meant to be subclassed — not counted above): {len(bases)}"
          + (f" ({', '.join(r[2] for r in bases)})" if bases else ""))
    unmade = [r for r in rows if r[5] == "0"]
    print(f"classes port could not make (no initializer it can call; or none found): {len(unmade)}")
    # One class per failed class: the app's missing files first (their errors hide the rest),
    # then SDK gaps, then port's own faults.
    def primary(r):
        got = r[8].split(",") if r[8] else []
        return next((c for c in ("c", "b", "a", "a?", "d", "?") if c in got), "")
    for kind in ("animator", "interaction", "layout", "none"):
        cls = collections.Counter(primary(r) for r in rows if r[3] == kind and primary(r))
        print(f"failure classes, {kind} (a port, b SDK gap, c the app's other files, d real bug):", dict(cls))
    # The classes whose files are enough (no failure of class c): what port and the SDK do
    # with code that does not need the rest of its app.
    for kind in ("animator", "interaction", "layout"):
        sel = [r for r in rows if r[3] == kind and primary(r) != "c"]
        b = sum(1 for r in sel if r[6] == "1"); c = sum(1 for r in sel if r[7] == "clean")
        d = sum(1 for r in sel if r[6] == "1" and primary(r) == "d")
        print(f"  {kind}s not needing their app's other files: {b} of {len(sel)} built; {c} validated clean, {d} failed only on a bug the validator names")
    missing = collections.Counter()
    for r in rows:
        if "b" in r[8].split(","):
            for m in re.findall(r"cannot find (?:type )?'((?:UI|CA|CG|NS)\w*)'|has no member '(\w+)'", r[9]):
                missing[m[0] or m[1]] += 1
    print("most-named missing Apple symbols:", missing.most_common(25))


def cache(cache_dir):
    missing = 0
    for r in read_manifest():
        dst = cache_path(cache_dir, r)
        # An empty file is what an older version left for a row whose snapshot was absent.
        if os.path.exists(dst) and os.path.getsize(dst) > 0:
            continue
        gd = os.path.join("/work/.mirror", r["repo"].replace("/", "+"), "repo")
        if os.path.isdir(os.path.join(gd, ".git")):
            gd = os.path.join(gd, ".git")
        res = subprocess.run(["git", "--git-dir", gd, "show", f"{r['commit']}:{r['path']}"], capture_output=True)
        # No snapshot (or no such commit or path): nothing is written, so a later run caches it
        # once the snapshot is fetched.
        if res.returncode != 0 or not res.stdout:
            missing += 1
            continue
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        open(dst, "wb").write(res.stdout)
    if missing:
        print(f"{missing} manifest rows not cached: their snapshots are not under /work/.mirror (fetch them first)")


if __name__ == "__main__":
    a = sys.argv[1:]
    if not a:
        sys.exit(__doc__)
    if a[0] == "cache": cache(a[1])
    elif a[0] == "extract": extract(a[1])
    elif a[0] == "table": table()
    elif a[0] == "compile": compile_rate(a[1], a[2])
    elif a[0] == "summary": summarize()
    elif a[0] == "port": port_rate(a[1], set(a[2:]))
    elif a[0] == "port-summary": port_summary()
    else: sys.exit(__doc__)
