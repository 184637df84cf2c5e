import Foundation

/// Encodes an animated GIF89a one frame at a time into a byte sink the caller owns, so memory
/// stays bounded whatever the number of frames: the encoder keeps the last shown canvas (to
/// send only what changed) and at most two encoded frames waiting for their delays.
///
/// - The animation loops forever (NETSCAPE2.0 application extension, loop count 0) unless
///   another ``loopCount`` is given.
/// - **Timing.** Frame `i` (0-based) starts at `round(i · 100 / fps)` centiseconds, so the
///   delays, `round((i+1)·100/fps) − round(i·100/fps)`, add up exactly: 60 frames at 60 fps
///   last 100 cs. Viewers show delays under 2 cs as 10 cs (browsers) or ignore them, which
///   would slow such animations down five-fold. So with the default ``ShortDelayPolicy/merge``
///   a frame that would start less than 2 cs after the previous kept frame is dropped and that
///   frame is shown for longer instead: above 50 fps the GIF shows fewer frames but keeps real
///   time (at 60 fps: 40 frames of 2 and 3 cs, 100 cs in all). ``ShortDelayPolicy/keep`` writes
///   every frame with its exact delay, for tools that honour 1 cs delays.
/// - **Colours.** Every frame has its own palette built from its actual colours
///   (``ColorQuantizer``): exact up to 256 colours, else median cut with Floyd–Steinberg
///   dithering (dominant colours kept exact).
/// - **Unchanged frames.** A frame identical to the one shown is not written: the shown frame's
///   delay grows instead (a run stuck for 30 s at 60 fps is one frame, not 1,200). The delays
///   still add up to real time exactly; a delay beyond the format's 65,535 cs is continued by
///   repeating the frame's image, which changes nothing on screen.
/// - **Changed rectangle.** While frames are opaque, a frame holds only the bounding rectangle
///   of the pixels that differ from the previous frame (disposal "do not dispose"); a frame
///   with transparent pixels (alpha < 128) is written whole and disposed to the background.
/// - LZW with variable code width and clear codes (``LZWEncoder``), in 255-byte sub-blocks.
public final class GIFEncoder {
    /// What to do with frames that would be shown for less than 2 centiseconds.
    public enum ShortDelayPolicy: Sendable {
        /// Drop them and show the previous frame longer: real time is kept (the default).
        case merge
        /// Write every frame with its exact delay, even 0 or 1 cs.
        case keep
    }

    /// Canvas width, pixels (frames of another size are cropped or padded).
    public let width: Int
    /// Canvas height, pixels (frames of another size are cropped or padded).
    public let height: Int
    /// Frames per second of the frames given to ``add(_:)``.
    public let fps: Double
    /// How often the animation repeats after the first pass; 0 loops forever.
    public let loopCount: Int
    /// See ``ShortDelayPolicy``.
    public let shortDelays: ShortDelayPolicy
    /// Frames given to ``add(_:)``.
    public private(set) var framesAdded = 0
    /// Frames handed to the sink (fewer than added when short frames are merged or frames
    /// repeat the one shown).
    public private(set) var framesWritten = 0
    /// The longest delay one frame can carry, centiseconds (the field is 16 bits).
    public static let maximumDelay = 65_535
    /// Bytes the sink has taken so far.
    public private(set) var bytesWritten = 0

    private let sink: (UnsafeRawBufferPointer) throws -> Void
    private var started = false
    private var finished = false
    /// What the viewer shows after the last encoded frame (nil: nothing yet or cleared).
    private var shown: Canvas?
    /// The last encoded frame when it had transparent pixels (it is disposed, so ``shown`` is
    /// nil): an identical frame after it is not written either.
    private var lastTransparent: Canvas?
    private var lzw = LZWEncoder()

    /// An encoded frame waiting for its delay: image bytes (descriptor, palette, data) and the
    /// GCE fields.
    private struct Encoded {
        var image: [UInt8]
        var start: Int
        var disposal: UInt8
        var transparentIndex: Int?
        var delay = 0
    }
    private var pending: Encoded?
    private var ready: Encoded?

    /// An encoder that hands its bytes, in order, to `sink` (called a few times per frame;
    /// the bytes are valid only during the call). The encoder never opens files: the caller
    /// owns where the bytes go (a file written safely, a pipe, memory). An error the sink
    /// throws comes out of ``add(_:)`` or ``finish()`` and ends the encoding: later calls do
    /// nothing. `fps` must be positive and finite and the size 1…65535 a side (a
    /// precondition: check sizes a user chose with ``validate(width:height:fps:)`` first).
    public init(
        width: Int, height: Int, fps: Double, loopCount: Int = 0, shortDelays: ShortDelayPolicy = .merge,
        sink: @escaping (UnsafeRawBufferPointer) throws -> Void
    ) {
        precondition(
            width > 0 && height > 0 && width <= 65_535 && height <= 65_535,
            "GIF size must be 1…65535, got \(width)×\(height)")
        precondition(fps > 0 && fps.isFinite, "GIF fps must be positive and finite, got \(fps)")
        self.width = width
        self.height = height
        self.fps = fps
        self.loopCount = max(0, min(65_535, loopCount))
        self.shortDelays = shortDelays
        self.sink = sink
    }

    /// Throws ``GIFError`` unless a GIF can be `width` × `height` pixels (1…65535 a side)
    /// at `fps` (positive and finite): call it before ``init(width:height:fps:loopCount:shortDelays:sink:)``
    /// with sizes that come from a user.
    public static func validate(width: Int, height: Int, fps: Double) throws(GIFError) {
        guard width > 0 && height > 0 && width <= 65_535 && height <= 65_535 else {
            throw .size(width: width, height: height)
        }
        guard fps > 0 && fps.isFinite else { throw .frameRate(fps) }
    }

    /// All of `canvases` as one GIF in memory.
    public static func encode(
        _ canvases: [Canvas], fps: Double, loopCount: Int = 0, shortDelays: ShortDelayPolicy = .merge
    ) -> [UInt8] {
        var out: [UInt8] = []
        let w = canvases.first?.width ?? 1, h = canvases.first?.height ?? 1
        let e = GIFEncoder(
            width: max(1, w), height: max(1, h), fps: fps, loopCount: loopCount, shortDelays: shortDelays
        ) { out += $0 }
        do {
            for c in canvases { try e.add(c) }
            try e.finish()
        } catch {
            preconditionFailure("appending to an array cannot fail: \(error)")
        }
        return out
    }

    /// When frame `index` starts at `fps`, centiseconds: `round(index · 100 / fps)`.
    public static func frameStart(_ index: Int, fps: Double) -> Int {
        Int(min(1e15, (Double(index) * 100 / fps).rounded(.toNearestOrAwayFromZero)))
    }

    /// Adds the next frame. It should be ``width`` × ``height``; a canvas of another size is
    /// cropped, or padded with transparent pixels, at its top-left corner. Frames added after
    /// ``finish()`` or a sink error are ignored. Rethrows the sink's error.
    public func add(_ canvas: Canvas) throws {
        guard !finished else { return }
        var canvas = canvas
        if canvas.width != width || canvas.height != height {
            var fitted = Canvas(width: width, height: height)
            fitted.draw(canvas, x: 0, y: 0)
            canvas = fitted
        }
        let start = GIFEncoder.frameStart(framesAdded, fps: fps)
        framesAdded += 1
        // The pending frame is shown longer; this frame is dropped.
        if let p = pending, start - p.start < 2 && shortDelays == .merge { return }
        guard let change = change(to: canvas) else { return }  // nothing changes: the pending frame lasts longer
        if var p = pending {
            p.delay = start - p.start
            pending = nil
            try commit(p)
        }
        pending = encode(canvas, start: start, change: change)
    }

    /// Writes the remaining frames and the trailer. Further calls do nothing. Rethrows the
    /// sink's error.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        let end = GIFEncoder.frameStart(framesAdded, fps: fps)
        if var p = pending {
            p.delay = end - p.start
            pending = nil
            if p.delay < 2 && shortDelays == .merge, var r = ready {
                // Too short to show on its own: give its time to the frame before.
                r.delay += p.delay
                ready = r
            } else {
                try commit(p)
            }
        }
        if let r = ready {
            try write(r)
            ready = nil
        }
        try startIfNeeded()
        try emit([0x3B])
    }

    /// What a frame must hold: whether it has transparent pixels, and the rectangle to send
    /// (the whole canvas, or while frames are opaque the bounding box of the changed pixels).
    private struct Change {
        /// Some pixel has alpha below 128: the frame is written whole and disposed.
        var transparent: Bool
        /// The rectangle to encode, pixels.
        var rect: (x: Int, y: Int, w: Int, h: Int)
    }

    /// What `canvas` changes on screen, or `nil` when it is exactly what the viewer shows
    /// after the last encoded frame (an opaque frame with no changed pixel, or a transparent
    /// frame identical to the transparent frame before it).
    private func change(to canvas: Canvas) -> Change? {
        let transparent = GIFEncoder.hasTransparentPixels(canvas)
        let whole = Change(transparent: transparent, rect: (0, 0, width, height))
        if transparent {
            guard let lastTransparent else { return whole }
            return GIFEncoder.changedRect(from: lastTransparent, to: canvas) == nil ? nil : whole
        }
        guard let shown else { return whole }
        return GIFEncoder.changedRect(from: shown, to: canvas).map { Change(transparent: false, rect: $0) }
    }

    /// Queues `e` (its delay now known) and writes the frame queued before it.
    private func commit(_ e: Encoded) throws {
        if let r = ready { try write(r) }
        ready = e
    }

    /// Hands `bytes` to the sink; a sink error ends the encoding.
    private func emit(_ bytes: [UInt8]) throws {
        do {
            try bytes.withUnsafeBytes { try sink($0) }
        } catch {
            finished = true
            throw error
        }
        bytesWritten += bytes.count
    }

    private func startIfNeeded() throws {
        guard !started else { return }
        started = true
        var h: [UInt8] = Array("GIF89a".utf8)
        h += le16(width) + le16(height)
        h += [0x70, 0, 0]  // no global colour table, 8-bit colour resolution; background 0; square pixels
        h += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01] + le16(loopCount) + [0x00]
        try emit(h)
    }

    private func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }

    /// Graphic control extension and image; a delay longer than ``maximumDelay`` is split over
    /// repeats of the same image (drawing it again over itself changes nothing, and a disposed
    /// frame is drawn whole again).
    private func write(_ e: Encoded) throws {
        try startIfNeeded()
        var remaining = max(0, e.delay)
        repeat {
            let delay = min(GIFEncoder.maximumDelay, remaining)
            remaining -= delay
            var out: [UInt8] = [0x21, 0xF9, 0x04, e.disposal << 2 | (e.transparentIndex != nil ? 1 : 0)]
            out += le16(delay)
            out += [UInt8(e.transparentIndex ?? 0), 0x00]
            out += e.image
            try emit(out)
            framesWritten += 1
        } while remaining > 0
    }

    /// Encodes the part of `canvas` that `change` names, and makes it what is on screen.
    private func encode(_ canvas: Canvas, start: Int, change: Change) -> Encoded {
        let transparent = change.transparent, rect = change.rect
        let indexed = canvas.pixels.withUnsafeBytes { raw in
            ColorQuantizer.index(
                raw.bindMemory(to: UInt32.self), stride: width, x: rect.x, y: rect.y, width: rect.w, height: rect.h)
        }
        var bitsPerEntry = 1
        while 1 << bitsPerEntry < indexed.palette.count { bitsPerEntry += 1 }
        var image: [UInt8] = [0x2C] + le16(rect.x) + le16(rect.y) + le16(rect.w) + le16(rect.h)
        image.append(0x80 | UInt8(bitsPerEntry - 1))  // local colour table of 2^bits entries
        for i in 0..<(1 << bitsPerEntry) {
            let c = i < indexed.palette.count ? indexed.palette[i] : 0
            image += [UInt8(c & 0xFF), UInt8(c >> 8 & 0xFF), UInt8(c >> 16 & 0xFF)]
        }
        indexed.indices.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: max(2, bitsPerEntry), into: &image) }
        lastTransparent = transparent ? canvas : nil
        if transparent {
            shown = nil  // disposed to the background after showing
        } else if shown == nil {
            shown = canvas
        } else {
            shown!.pixels.withUnsafeMutableBytes { dst in
                canvas.pixels.withUnsafeBytes { src in
                    for row in rect.y..<(rect.y + rect.h) {
                        let o = (row * width + rect.x) * 4
                        (dst.baseAddress! + o).copyMemory(from: src.baseAddress! + o, byteCount: rect.w * 4)
                    }
                }
            }
        }
        return Encoded(
            image: image, start: start, disposal: transparent ? 2 : 1, transparentIndex: indexed.transparentIndex)
    }

    /// True when some pixel has alpha below 128 (GIF shows it as transparent).
    static func hasTransparentPixels(_ c: Canvas) -> Bool {
        c.pixels.withUnsafeBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for v in px where UInt32(littleEndian: v) >> 24 < 128 { return true }
            return false
        }
    }

    /// The bounding rectangle of the pixels that differ, or `nil` when none do.
    static func changedRect(from a: Canvas, to b: Canvas) -> (x: Int, y: Int, w: Int, h: Int)? {
        let w = a.width, h = a.height
        return a.pixels.withUnsafeBytes { ra in
            b.pixels.withUnsafeBytes { rb in
                let pa = ra.bindMemory(to: UInt32.self), pb = rb.bindMemory(to: UInt32.self)
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(ra.baseAddress! + y * w * 4, rb.baseAddress! + y * w * 4, w * 4) != 0
                }
                var top = 0
                while top < h && !rowDiffers(top) { top += 1 }
                if top == h { return nil }
                var bottom = h - 1
                while bottom > top && !rowDiffers(bottom) { bottom -= 1 }
                var left = w, right = -1
                for y in top...bottom {
                    let o = y * w
                    var x = 0
                    while x < left && pa[o + x] == pb[o + x] { x += 1 }
                    if x < left { left = x }
                    var r = w - 1
                    while r > right && pa[o + r] == pb[o + r] { r -= 1 }
                    if r > right { right = r }
                }
                return (left, top, right - left + 1, bottom - top + 1)
            }
        }
    }
}
