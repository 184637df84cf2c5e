import AnimationCore
import HostContainer
import PluginRuntime
import Sandbox
import Session

/// A value that crosses between the front end and a worker.
package protocol WireCodable {
    /// Appends the value.
    func encode(to w: inout WireWriter)
    /// Reads a value written by ``encode(to:)``.
    init(from r: inout WireReader) throws(WireError)
}

extension WireWriter {
    /// Appends a ``WireCodable`` value.
    package mutating func value<T: WireCodable>(_ v: T) { v.encode(to: &self) }

    /// Appends an enum case: its tag, then the values it carries, in order. Every message
    /// enum is written this way; its decoder reads the tag and the same values back.
    package mutating func tagged<each T: WireCodable>(_ tag: UInt8, _ payload: repeat each T) {
        u8(tag)
        repeat value(each payload)
    }
}

extension WireReader {
    /// Reads a ``WireCodable`` value.
    package mutating func value<T: WireCodable>(_: T.Type = T.self) throws(WireError) -> T { try T(from: &self) }
}

// MARK: Primitives (so that an enum case's values can be written by ``WireWriter/tagged(_:_:)``)

extension Bool: WireCodable {
    package func encode(to w: inout WireWriter) { w.bool(self) }
    package init(from r: inout WireReader) throws(WireError) { self = try r.bool() }
}

extension Int: WireCodable {
    package func encode(to w: inout WireWriter) { w.int(self) }
    package init(from r: inout WireReader) throws(WireError) { self = try r.int() }
}

extension Int64: WireCodable {
    package func encode(to w: inout WireWriter) { w.i64(self) }
    package init(from r: inout WireReader) throws(WireError) { self = try r.i64() }
}

extension Double: WireCodable {
    package func encode(to w: inout WireWriter) { w.double(self) }
    package init(from r: inout WireReader) throws(WireError) { self = try r.double() }
}

extension String: WireCodable {
    package func encode(to w: inout WireWriter) { w.string(self) }
    package init(from r: inout WireReader) throws(WireError) { self = try r.string() }
}

extension Array: WireCodable where Element: WireCodable {
    package func encode(to w: inout WireWriter) { w.array(self) { $0.value($1) } }
    package init(from r: inout WireReader) throws(WireError) {
        self = try r.array { r throws(WireError) in try r.value() }
    }
}

// MARK: Geometry and the render model

extension Point: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.double(x)
        w.double(y)
    }
    package init(from r: inout WireReader) throws(WireError) { self.init(x: try r.double(), y: try r.double()) }
}

extension Size: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.double(width)
        w.double(height)
    }
    package init(from r: inout WireReader) throws(WireError) {
        self.init(width: try r.double(), height: try r.double())
    }
}

extension Color: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.double(red)
        w.double(green)
        w.double(blue)
        w.double(alpha)
    }
    package init(from r: inout WireReader) throws(WireError) {
        self.init(red: try r.double(), green: try r.double(), blue: try r.double(), alpha: try r.double())
    }
}

extension RenderItem: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.int(id)
        w.optional(title) { $0.string($1) }
        w.array(corners) { $0.value($1) }
        w.value(size)
        w.double(alpha)
        w.value(color)
        w.double(cornerRadius)
        w.array(clips) { w, quad in w.array(quad) { $0.value($1) } }
        w.int(depth)
        w.double(zPosition)
        w.double(border)
        w.double(blur)
        w.array(polygons) { w, polygon in w.array(polygon) { $0.value($1) } }
        w.string(fillRule.rawValue)
        w.array(masks) { $0.int($1) }
        w.optional(gradient) { w, g in
            w.array(g.stops) { w, stop in
                w.double(stop.location)
                w.value(stop.color)
            }
            w.value(g.start)
            w.value(g.end)
        }
    }
    package init(from r: inout WireReader) throws(WireError) {
        self.init(
            id: try r.int(), title: try r.optional { r throws(WireError) in try r.string() },
            corners: try r.array { r throws(WireError) in try r.value() },
            size: try r.value(), alpha: try r.double(), color: try r.value(), cornerRadius: try r.double(),
            clips: try r.array { r throws(WireError) in try r.array { r throws(WireError) in try r.value() } },
            depth: try r.int(), zPosition: try r.double(), border: try r.double(), blur: try r.double(),
            polygons: try r.array { r throws(WireError) in try r.array { r throws(WireError) in try r.value() } },
            fillRule: try r.enum(FillRule.self), masks: try r.array { r throws(WireError) in try r.int() },
            gradient: try r.optional { r throws(WireError) in
                RenderGradient(
                    stops: try r.array { r throws(WireError) in
                        RenderGradient.Stop(location: try r.double(), color: try r.value())
                    },
                    start: try r.value(), end: try r.value())
            })
    }
}

extension RenderFrame: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.double(time)
        w.value(size)
        w.array(items) { $0.value($1) }
        w.array(masks) { w, mask in w.array(mask.items) { $0.value($1) } }
    }
    package init(from r: inout WireReader) throws(WireError) {
        self.init(
            time: try r.double(), size: try r.value(), items: try r.array { r throws(WireError) in try r.value() },
            masks: try r.array { r throws(WireError) in
                RenderMask(items: try r.array { r throws(WireError) in try r.value() })
            })
    }
}

// MARK: Session values

extension TransitionSession.Frame: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.int(index)
        w.double(time)
        w.double(progress)
        w.value(render)
    }
    package init(from r: inout WireReader) throws(WireError) {
        self.init(index: try r.int(), time: try r.double(), progress: try r.double(), render: try r.value())
    }
}

extension TransitionSession.Status: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.string(phase.rawValue)
        w.double(progress)
        w.string(interaction)
        w.optional(duration) { $0.double($1) }
    }
    package init(from r: inout WireReader) throws(WireError) {
        self.init(
            phase: try r.enum(TransitionPhase.self), progress: try r.double(), interaction: try r.string(),
            duration: try r.optional { r throws(WireError) in try r.double() })
    }
}

extension EventLog.Event: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.string(kind.rawValue)
        w.string(text)
        w.double(time)
    }
    package init(from r: inout WireReader) throws(WireError) {
        self.init(kind: try r.enum(Kind.self), text: try r.string(), time: try r.double())
    }
}

extension TransitionSession.Result: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.string(outcome.rawValue)
        w.double(duration)
        w.array(events) { $0.value($1) }
        w.int(frames)
        w.bool(timedOut)
        w.optional(stall) { $0.string($1) }
    }
    package init(from r: inout WireReader) throws(WireError) {
        self.init(
            outcome: try r.enum(TransitionSession.Outcome.self), duration: try r.double(),
            events: try r.array { r throws(WireError) in try r.value() }, frames: try r.int(), timedOut: try r.bool(),
            stall: try r.optional { r throws(WireError) in try r.string() })
    }
}

extension ScriptedInput: WireCodable {
    package func encode(to w: inout WireWriter) {
        switch self {
        case let .pointer(t, p, phase): w.tagged(0, t, p, phase.rawValue)
        case let .key(t, code, down): w.tagged(1, t, Int64(code), down)
        case let .signal(t, name, value): w.tagged(2, t, name, value)
        }
    }
    package init(from r: inout WireReader) throws(WireError) {
        switch try r.u8() {
        case 0: self = .pointer(time: try r.double(), location: try r.value(), phase: try r.enum(PointerPhase.self))
        case 1: self = .key(time: try r.double(), code: Int32(truncatingIfNeeded: try r.i64()), down: try r.bool())
        case 2: self = .signal(time: try r.double(), name: try r.string(), value: try r.double())
        case let t: throw .unknownTag(what: "input kind", tag: Int64(t))
        }
    }
}

// MARK: Plugins

extension PluginSource: WireCodable {
    package func encode(to w: inout WireWriter) { w.string(description) }
    package init(from r: inout WireReader) throws(WireError) { self.init(try r.string()) }
}

extension ContentHash: WireCodable {
    package func encode(to w: inout WireWriter) { w.string(description) }
    package init(from r: inout WireReader) throws(WireError) {
        let s = try r.string()
        guard let h = ContentHash(hex: s) else { throw .notAHash(s) }
        self = h
    }
}

extension ParameterValues: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.array(values.keys.sorted()) { w, key in
            w.string(key)
            switch values[key]! {
            case .number(let d): w.tagged(0, d)
            case .bool(let b): w.tagged(1, b)
            case .choice(let c): w.tagged(2, c)
            }
        }
    }
    package init(from r: inout WireReader) throws(WireError) {
        let pairs: [(String, Value)] = try r.array { r throws(WireError) in
            let key = try r.string()
            switch try r.u8() {
            case 0: return (key, .number(try r.double()))
            case 1: return (key, .bool(try r.bool()))
            case 2: return (key, .choice(try r.string()))
            case let t: throw .unknownTag(what: "parameter value kind", tag: Int64(t))
            }
        }
        self.init(values: Dictionary(pairs, uniquingKeysWith: { $1 }))
    }
}

extension PluginChoice: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.value(source)
        w.string(id)
        w.value(parameters)
        w.optional(contentHash) { $0.value($1) }
        w.optional(contentIdentity) { $0.value($1) }
    }
    package init(from r: inout WireReader) throws(WireError) {
        self.init(
            source: try r.value(), id: try r.string(), parameters: try r.value(),
            contentHash: try r.optional { r throws(WireError) in try r.value() },
            contentIdentity: try r.optional { r throws(WireError) in try r.value() })
    }
}

extension PluginLoader.FileIdentity: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.i64(Int64(bitPattern: device))
        w.i64(Int64(bitPattern: inode))
        w.i64(size)
        w.i64(mtime)
        w.int(mtimeNanos)
        w.i64(ctime)
        w.int(ctimeNanos)
    }
    package init(from r: inout WireReader) throws(WireError) {
        let device = UInt64(bitPattern: try r.i64()), inode = UInt64(bitPattern: try r.i64()), size = try r.i64()
        let mtime = try r.i64(), mtimeNanos = try r.int(), ctime = try r.i64(), ctimeNanos = try r.int()
        guard size >= 0, (0..<1_000_000_000).contains(mtimeNanos), (0..<1_000_000_000).contains(ctimeNanos) else {
            throw .identityOutOfRange(size: size, mtimeNanos: mtimeNanos, ctimeNanos: ctimeNanos)
        }
        self.init(
            device: device, inode: inode, size: size, mtime: mtime, mtimeNanos: mtimeNanos, ctime: ctime,
            ctimeNanos: ctimeNanos)
    }
}

extension ParameterInfo: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.string(name)
        switch kind {
        case let .number(lo, hi): w.tagged(0, lo, hi)
        case .bool: w.tagged(1)
        case .choice(let c): w.tagged(2, c)
        }
        w.double(defaultValue)
        w.optional(unit) { $0.string($1) }
        w.string(help)
    }
    package init(from r: inout WireReader) throws(WireError) {
        let name = try r.string()
        let kind: Kind
        switch try r.u8() {
        case 0: kind = .number(min: try r.double(), max: try r.double())
        case 1: kind = .bool
        case 2: kind = .choice(try r.array { r throws(WireError) in try r.string() })
        case let t: throw .unknownTag(what: "parameter kind", tag: Int64(t))
        }
        self.init(
            name: name, kind: kind, defaultValue: try r.double(),
            unit: try r.optional { r throws(WireError) in try r.string() }, help: try r.string())
    }
}

extension PluginInfo: WireCodable {
    package func encode(to w: inout WireWriter) {
        for s in [id, name, version, summary, author] { w.string(s) }
        w.u32(abiMajor)
        w.u32(abiMinor)
        w.bool(isAnimator)
        w.bool(isInteraction)
        w.bool(isLayout)
        w.array(parameters) { $0.value($1) }
    }
    package init(from r: inout WireReader) throws(WireError) {
        self.init(
            id: try r.string(), name: try r.string(), version: try r.string(), summary: try r.string(),
            author: try r.string(),
            abiMajor: try r.u32(), abiMinor: try r.u32(), isAnimator: try r.bool(), isInteraction: try r.bool(),
            isLayout: try r.bool(),
            parameters: try r.array { r throws(WireError) in try r.value() })
    }
}

extension PluginRejection: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.string(path)
        w.string(reason.rawValue)
        w.string(message)
    }
    package init(from r: inout WireReader) throws(WireError) {
        self.init(path: try r.string(), reason: try r.enum(Reason.self), message: try r.string())
    }
}

extension Protection: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.string(name)
        w.bool(isActive)
        w.string(detail)
    }
    package init(from r: inout WireReader) throws(WireError) { self.init(try r.string(), try r.bool(), try r.string()) }
}

extension SessionConfiguration: WireCodable {
    package func encode(to w: inout WireWriter) {
        w.string(container.rawValue)
        w.int(from)
        w.int(to)
        w.value(size)
        w.double(fps)
        w.value(animator)
        switch interaction {
        case .none: w.tagged(0)
        case .pan: w.tagged(1)
        case .plugin(let p): w.tagged(2, p)
        case .pinch: w.tagged(3)
        }
        w.array(input) { $0.value($1) }
        w.double(watchdogMargin)
        w.double(maxDuration)
        w.i64(Int64(modalStyle.rawValue))
        w.bool(dismiss)
        w.optional(layout) { $0.value($1) }
        w.optional(toLayout) { $0.value($1) }
        w.array(sections) { $0.int($1) }
        w.i64(Int64(bitPattern: seed))
    }
    package init(from r: inout WireReader) throws(WireError) {
        let container = try r.enum(ContainerKind.self)
        let from = try r.int(), to = try r.int(), size: Size = try r.value(), fps = try r.double()
        self.init(animator: try r.value())
        self.container = container
        self.from = from
        self.to = to
        self.size = size
        self.fps = fps
        switch try r.u8() {
        case 0: interaction = .none
        case 1: interaction = .pan
        case 2: interaction = .plugin(try r.value())
        case 3: interaction = .pinch
        case let t: throw .unknownTag(what: "interaction kind", tag: Int64(t))
        }
        input = try r.array { r throws(WireError) in try r.value() }
        watchdogMargin = try r.double()
        maxDuration = try r.double()
        let styleNumber = try r.i64()
        guard let style = PresentationStyle(rawValue: Int32(truncatingIfNeeded: styleNumber)) else {
            throw .unknownPresentationStyle(styleNumber)
        }
        modalStyle = style
        dismiss = try r.bool()
        layout = try r.optional { r throws(WireError) in try r.value() }
        toLayout = try r.optional { r throws(WireError) in try r.value() }
        sections = try r.array { r throws(WireError) in try r.int() }
        let limit = SessionConfiguration.maximumItems
        // Each count is bounded before they are summed, so the sum cannot overflow.
        guard sections.count <= limit, sections.allSatisfy({ (0...limit).contains($0) }), sections.reduce(0, +) <= limit
        else {
            throw .collectionBeyondLimits(sections: sections, maximum: limit)
        }
        seed = UInt64(bitPattern: try r.i64())
    }
}
