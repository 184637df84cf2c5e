import Foundation
import AnimationCore
import TextFormat

/// Renders frames as the text of one self-contained HTML player (writing it is the caller's
/// job): no network, no external files. Every frame is embedded as vector data (JSON: each
/// item's corners, size, alpha, colour, radius, clips and title layout; a shape item's
/// polygons and fill rule; a masked item's mask indices; the items of the frame's masks in
/// use; a gradient item's stops and axis) and drawn on a `<canvas>` by a JavaScript port of
/// ``Rasterizer``: the same homography inversion, 4 × 4 sampling, span shortcut, per-pixel
/// gradient colour (``PreparedGradient``), exact polygon coverage (``PolygonCoverage``),
/// mask canvases and mixing (``MaskPlanes``), ``BitmapFont`` bytes and blending arithmetic
/// (IEEE doubles in the same order, same rounding), writing an `ImageData` at the same scale.
/// So a frame in the browser has the same pixels as its PNG. (Why a port and not the canvas's
/// own `fill(path, "evenodd")` and `destination-in` compositing: the browser's anti-aliasing
/// and 8-bit compositing would make the player differ from the PNG at every shape edge.)
///
/// Controls: play/pause, a slider that scrubs (and pauses), a frame and time readout. Frames
/// are numbered from 0, as in the trace (`"frame": N`), everywhere: the readout (`frame N (of
/// 0–LAST)  t = … s`), the slider's value, `#frame=N` and `showFrame(N)`. Hooks for tests and
/// tools: `window.showFrame(i)` shows frame `i` paused; `window.frameCount`; when the first
/// frame is drawn `window.playerReady` is `true` and `<body>` gets `data-ready="true"`; the
/// URL hash `#frame=N` opens paused on frame N (changing the hash later moves there too). The canvas sits at
/// the page's top-left corner at its pixel size (scroll bars hidden), so a `W × H` window
/// shows exactly the frame.
///
/// Only items the rasterizer would draw are embedded, and all frames are drawn at the first
/// frame's pixel size (the rasterizer's ``Rasterizer/pixelSize(of:)``).
public struct HTMLRenderer: Sendable {
    /// Pixels per point, as for ``Rasterizer``.
    public var scale: Double
    /// Canvas background, as for ``Rasterizer``.
    public var background: Color
    /// Playback rate, frames per second.
    public var fps: Double
    /// The page title.
    public var title: String

    /// A player at `scale` over `background`, playing at `fps`.
    public init(scale: Double = 1, background: Color = .white, fps: Double = 60, title: String = "Transition") {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.background = background
        self.fps = fps.isFinite && fps > 0 ? fps : 60
        self.title = title
    }

    /// The canvas size the player uses for `frames`.
    public func pixelSize(of frames: [RenderFrame]) -> (width: Int, height: Int) {
        guard let first = frames.first else { return (1, 1) }
        return Rasterizer(scale: scale, background: background).pixelSize(of: first)
    }

    /// The whole HTML page.
    public func document(for frames: [RenderFrame]) -> String {
        let (w, h) = pixelSize(of: frames)
        var out = documentHead(frameCount: frames.count, width: w, height: h)
        for (i, frame) in frames.enumerated() { out += frameData(frame, index: i, width: w, height: h) }
        return out + documentTail
    }

    /// ``document(for:)`` in pieces, for a caller that keeps its frames elsewhere (the front
    /// end spills them to disk rather than hold a run in memory): the head, then each frame's
    /// ``frameData(_:index:width:height:)`` in order, then ``documentTail`` — the same bytes.
    /// `width × height` is the first frame's ``pixelSize(of:)``.
    public func documentHead(frameCount: Int, width w: Int, height h: Int) -> String {
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width">
            <title>\(XMLText.escape(title))</title>
            <style>
            html, body { margin: 0; padding: 0; background: #2b2b2b; color: #eeeeee; font: 13px system-ui, sans-serif; scrollbar-width: none; }
            ::-webkit-scrollbar { display: none; }
            #view { display: block; width: \(w)px; height: \(h)px; image-rendering: pixelated; }
            #bar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 8px; max-width: \(max(w, 320))px; box-sizing: border-box; }
            #slider { flex: 1; }
            #readout { font-variant-numeric: tabular-nums; white-space: nowrap; }
            </style>
            </head>
            <body>
            <canvas id="view" width="\(w)" height="\(h)"></canvas>
            <div id="bar"><button id="play" type="button">Pause</button><input id="slider" type="range" min="0" max="\(max(0, frameCount - 1))" step="1" value="0" aria-label="Frame"><span id="readout"></span></div>
            <script type="application/json" id="frame-data">
            """ + dataHead(width: w, height: h)
    }

    /// What follows the last frame's data.
    public var documentTail: String {
        "]}" + """
            </script>
            <script>
            \(HTMLRenderer.player)
            </script>
            </body>
            </html>

            """
    }

    /// The embedded JSON (see ``dataHead(width:height:)`` and ``frameData(_:index:width:height:)``).
    func data(for frames: [RenderFrame], width: Int, height: Int) -> String {
        dataHead(width: width, height: height)
            + frames.enumerated().map { frameData($1, index: $0, width: width, height: height) }.joined() + "]}"
    }

    /// The embedded JSON up to its frames. `<` is written as `\u003c` everywhere in the JSON,
    /// so no text can close the script element.
    func dataHead(width: Int, height: Int) -> String {
        func n(_ d: Double) -> String { JSONText.number(d) }
        let bg = RGBA8(background)
        var out = "{\"width\":\(width),\"height\":\(height),\"scale\":\(n(scale)),\"fps\":\(n(fps)),"
        out +=
            "\"background\":[\(bg.r),\(bg.g),\(bg.b),\(bg.a)],\"samples\":\(Rasterizer.samplesPerAxis),\"sure\":\(n(Rasterizer.sureDistance)),"
        out += "\"minimumBand\":\(n(PolygonCoverage.minimumBand)),"
        out +=
            "\"font\":{\"cellWidth\":\(BitmapFont.cellWidth),\"cellHeight\":\(BitmapFont.cellHeight),\"glyphWidth\":\(BitmapFont.glyphWidth),"
        out += "\"rows\":[" + BitmapFont.rows.map { String($0) }.joined(separator: ",") + "]},\"frames\":["
        return out
    }

    /// Frame `index`'s JSON (after a comma unless it is the first): its time, its drawable
    /// items (``items(_:masks:width:height:)``) and, when it has masks, `"masks"`: per mask
    /// index, the items of a mask that some item uses (`[]` for the others, which nothing
    /// draws), so the indices the items carry stay the frame's.
    public func frameData(_ frame: RenderFrame, index fi: Int, width: Int, height: Int) -> String {
        func n(_ d: Double) -> String { JSONText.number(d) }
        var out = fi > 0 ? "," : ""
        out +=
            "{\"time\":\(n(frame.time)),\"items\":["
            + items(frame.items, masks: frame.masks.count, width: width, height: height) + "]"
        if !frame.masks.isEmpty {
            let needed = MaskPlanes.needed(frame)
            out +=
                ",\"masks\":["
                + frame.masks.enumerated().map { k, mask in
                    "[" + (needed[k] ? items(mask.items, masks: k, width: width, height: height) : "") + "]"
                }.joined(separator: ",") + "]"
        }
        out += "}"
        return out.replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }

    /// The JSON objects, comma-separated, of the items of `list` that the rasterizer would draw
    /// on a `width × height` canvas whose masks all have an index below `masks`. A view's item
    /// carries its corners `q`, size `w`/`h`, alpha `a`, colour `c`, radius `r`, border `b`,
    /// shadow blur `s`, clips `k` and title layout `t`, and a gradient item its gradient `g`
    /// (`s`: per stop its location and straight RGBA, flat; `x`: start x, y, end x, y, in the
    /// item's own points), exact doubles; a shape item its alpha, colour, clips,
    /// polygons `p` (flat x, y lists) and fill rule `f` (1: even-odd); a masked item its mask
    /// indices `m`.
    func items(_ list: [RenderItem], masks: Int, width: Int, height: Int) -> String {
        func n(_ d: Double) -> String { JSONText.number(d) }
        func flat(_ p: [Point]) -> String { "[" + p.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: ",") + "]" }
        var out: [String] = []
        for item in list
        where item.masks.allSatisfy({ $0 >= 0 && $0 < masks })
            && DrawableItem(item, scale: scale, canvasWidth: width, canvasHeight: height) != nil
        {
            let c = item.color
            var o =
                "{\"id\":\(item.id),\"a\":\(n(item.alpha)),\"c\":[\(n(c.red)),\(n(c.green)),\(n(c.blue)),\(n(c.alpha))]"
            o += ",\"k\":[" + item.clips.map(flat).joined(separator: ",") + "]"
            if !item.masks.isEmpty { o += ",\"m\":[" + item.masks.map(String.init).joined(separator: ",") + "]" }
            if !item.polygons.isEmpty {
                out.append(
                    o + ",\"p\":[" + item.polygons.map(flat).joined(separator: ",")
                        + "],\"f\":\(item.fillRule == .evenOdd ? 1 : 0)}")
                continue
            }
            o += ",\"q\":" + flat(item.corners)
            o +=
                ",\"w\":\(n(item.size.width)),\"h\":\(n(item.size.height)),\"r\":\(n(item.cornerRadius.isFinite ? item.cornerRadius : 0))"
            o += ",\"b\":\(n(item.border.isFinite ? item.border : 0)),\"s\":\(n(item.blur))"
            if let g = item.paintedGradient {
                // Only a gradient that paints is carried (its numbers are then all finite, so
                // JSON holds them exactly); an empty list tells the player to paint nothing.
                let stops = PreparedGradient.paints(g) ? g.stops : []
                o +=
                    ",\"g\":{\"s\":["
                    + stops.map { s in
                        "\(n(s.location)),\(n(s.color.red)),\(n(s.color.green)),\(n(s.color.blue)),\(n(s.color.alpha))"
                    }.joined(separator: ",") + "],\"x\":[\(n(g.start.x)),\(n(g.start.y)),\(n(g.end.x)),\(n(g.end.y))]}"
            }
            if let t = TitleLayout(title: item.title, size: item.size, color: c) {
                o +=
                    ",\"t\":{\"text\":\(JSONText.string(t.text)),\"g\":["
                    + t.glyphs.map { String($0) }.joined(separator: ",") + "]"
                o += ",\"x\":\(n(t.originX)),\"y\":\(n(t.originY)),\"k\":\(n(t.pixelSize)),\"ink\":\(t.ink.r)}"
            } else {
                o += ",\"t\":null"
            }
            out.append(o + "}")
        }
        return out.joined(separator: ",")
    }

    /// The player: the rasterizer port and the controls. Keep in step with ``Rasterizer``,
    /// ``PreparedItem``, ``PreparedGradient`` (with ``RenderGradient``'s reference functions),
    /// ``QuadMapping``, ``HalfPlane``, ``PreparedShape``, ``PolygonCoverage`` and ``MaskPlanes``.
    static let player = #"""
        "use strict";
        (function () {
          const D = JSON.parse(document.getElementById("frame-data").textContent);
          const W = D.width, H = D.height, SCALE = D.scale, N = D.samples, SURE = D.sure, MIN_BAND = D.minimumBand;
          const FONT = D.font.rows, CELL_W = D.font.cellWidth, CELL_H = D.font.cellHeight, GLYPH_W = D.font.glyphWidth;
          const SAMPLES = N * N;
          const canvas = document.getElementById("view");
          const ctx = canvas.getContext("2d");
          const image = ctx.createImageData(W, H);
          const px = image.data;

          // HalfPlane.convexPolygon
          function convexPolygon(p) {
            const n = p.length;
            if (n < 3) return null;
            let area2 = 0;
            for (let i = 0; i < n; i++) { const q = p[(i + 1) % n]; area2 += p[i][0] * q[1] - q[0] * p[i][1]; }
            if (!(area2 !== 0 && isFinite(area2))) return null;
            const s = area2 > 0 ? 1 : -1;
            const out = [];
            for (let i = 0; i < n; i++) {
              const q = p[(i + 1) % n];
              const ex = q[0] - p[i][0], ey = q[1] - p[i][1];
              const len = Math.sqrt(ex * ex + ey * ey);
              if (!isFinite(len)) return null;
              if (len === 0) continue;
              const inv = s / len;
              const nx = -ey * inv, ny = ex * inv;
              out.push({ nx: nx, ny: ny, c: -(nx * p[i][0] + ny * p[i][1]) });
            }
            return out.length >= 3 ? out : null;
          }

          // QuadMapping(corners:width:height:)
          function quadMapping(p, w, hh) {
            if (!(w > 0 && hh > 0 && isFinite(w) && isFinite(hh))) return null;
            const x0 = p[0][0], y0 = p[0][1], x1 = p[1][0], y1 = p[1][1], x2 = p[2][0], y2 = p[2][1], x3 = p[3][0], y3 = p[3][1];
            const sx = x0 - x1 + x2 - x3, sy = y0 - y1 + y2 - y3;
            const dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2;
            const den = dx1 * dy2 - dx2 * dy1;
            if (!(den !== 0 && isFinite(den))) return null;
            const gu = (sx * dy2 - dx2 * sy) / den;
            const hu = (dx1 * sy - sx * dy1) / den;
            const eps = 1e-9;
            if (!(1 + gu > eps && 1 + hu > eps && 1 + gu + hu > eps)) return null;
            const au = x1 - x0 + gu * x1, bu = x3 - x0 + hu * x3;
            const du = y1 - y0 + gu * y1, eu = y3 - y0 + hu * y3;
            const a = au / w, b = bu / hh, c = x0, d = du / w, e = eu / hh, f = y0, g = gu / w, h = hu / hh;
            const inv = [e - f * h, c * h - b, b * f - c * e, f * g - d, a - c * g, c * d - a * f, d * h - e * g, b * g - a * h, a * e - b * d];
            const det = a * inv[0] + b * inv[3] + c * inv[6];
            const all = inv.concat([a, b, c, d, e, f, g, h]);
            if (!(det !== 0 && isFinite(det)) || !all.every(isFinite)) return null;
            return {
              inv: inv,
              map: function (u, v) { const ww = g * u + h * v + 1; return [(a * u + b * v + c) / ww, (d * u + e * v + f) / ww]; }
            };
          }

          function scaled(flat) {
            const out = [];
            for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i] * SCALE, flat[i + 1] * SCALE]);
            return out;
          }
          function sane(q) { return q.every(function (p) { return isFinite(p[0]) && isFinite(p[1]) && Math.abs(p[0]) < 1e12 && Math.abs(p[1]) < 1e12; }); }
          function minOf(q, k) { let m = q[0][k]; for (let i = 1; i < q.length; i++) m = Math.min(m, q[i][k]); return m; }
          function maxOf(q, k) { let m = q[0][k]; for (let i = 1; i < q.length; i++) m = Math.max(m, q[i][k]); return m; }

          // PreparedItem.Box(minX:maxX:minY:maxY:width:height:)
          function boxOf(minX, maxX, minY, maxY) {
            const bx0 = Math.max(0, Math.floor(minX)), bx1 = Math.min(W, Math.ceil(maxX));
            const by0 = Math.max(0, Math.floor(minY)), by1 = Math.min(H, Math.ceil(maxY));
            return bx0 < bx1 && by0 < by1 ? { x0: bx0, x1: bx1, y0: by0, y1: by1 } : null;
          }

          // PreparedItem(_:scale:canvasWidth:canvasHeight:)
          function prepare(it) {
            const col = it.c;
            // it.t is the title's layout (null when there is none to draw): a clear item with a
            // title draws just its title, as in PreparedItem. A gradient item (it.g) paints its
            // gradient, never its colour; no stops: it paints nothing (RenderItem.fillPaints).
            const gr = it.g || null;
            if (!(it.a > 0 && ((gr ? gr.s.length > 0 : col[3] > 0) || it.t !== null))) return null;
            const itemAlpha = Math.min(1, it.a);
            const fillAlpha = gr ? 0 : Math.min(1, col[3]) * itemAlpha;
            const w = it.w, h = it.h;
            if (!(w > 0 && h > 0 && isFinite(w) && isFinite(h)) || it.q.length !== 8) return null;
            const quad = scaled(it.q);
            if (!sane(quad)) return null;
            const m = quadMapping(quad, w, h);
            if (!m) return null;
            let edges = convexPolygon(quad);
            if (!edges || edges.length !== 4) return null;
            let reach = quad;
            if (it.s > 0) {
              const e = 3 * it.s;
              reach = [m.map(-e, -e), m.map(w + e, -e), m.map(w + e, h + e), m.map(-e, h + e)];
              if (!sane(reach)) return null;
            }
            let minX = minOf(reach, 0), maxX = maxOf(reach, 0), minY = minOf(reach, 1), maxY = maxOf(reach, 1);
            const clipStart = edges.length;
            for (const clip of it.k) {
              const q = scaled(clip);
              if (!sane(q)) return null;
              const e = convexPolygon(q);
              if (!e) return null;
              edges = edges.concat(e);
              minX = Math.max(minX, minOf(q, 0)); maxX = Math.min(maxX, maxOf(q, 0));
              minY = Math.max(minY, minOf(q, 1)); maxY = Math.min(maxY, maxOf(q, 1));
            }
            const box = boxOf(minX, maxX, minY, maxY);
            if (!box) return null;
            const rr = Math.min(it.r, w / 2, h / 2);
            const radius = rr > 0 && isFinite(rr) ? rr : 0;
            const bb = Math.min(it.b, w / 2, h / 2);
            const ring = bb > 0 && isFinite(bb) ? bb : 0;
            const t = it.t;
            function special(u0, v0, u1, v1) {
              const p = [m.map(u0, v0), m.map(u1, v0), m.map(u1, v1), m.map(u0, v1)];
              const x0 = Math.max(box.x0, Math.floor(minOf(p, 0)) - 1), x1 = Math.min(box.x1, Math.ceil(maxOf(p, 0)) + 1);
              const y0 = Math.max(box.y0, Math.floor(minOf(p, 1)) - 1), y1 = Math.min(box.y1, Math.ceil(maxOf(p, 1)) + 1);
              return x0 < x1 && y0 < y1 ? { x0: x0, x1: x1, y0: y0, y1: y1 } : null;
            }
            const specials = [];
            if (ring > 0) {
              const bw = ring;
              const parts = [[0, 0, w, bw], [0, h - bw, w, h], [0, 0, bw, h], [w - bw, 0, w, h]];
              if (radius > bw) {
                const r = radius;
                parts.push([0, 0, r, r], [w - r, 0, w, r], [w - r, h - r, w, h], [0, h - r, r, h]);
              }
              for (const s of parts) {
                const b = special(s[0], s[1], s[2], s[3]);
                if (b) specials.push(b);
              }
            } else if (radius > 0) {
              const r = radius;
              for (const o of [[0, 0], [w - r, 0], [w - r, h - r], [0, h - r]]) {
                const b = special(o[0], o[1], o[0] + r, o[1] + r);
                if (b) specials.push(b);
              }
            }
            if (t) {
              const b = special(t.x, t.y, t.x + (t.g.length * CELL_W - 1) * t.k, t.y + CELL_H * t.k);
              if (b) specials.push(b);
            }
            return {
              inv: m.inv, w: w, h: h, radius: radius, ring: ring, blur: it.s, edges: edges, clipStart: clipStart, box: box, specials: specials,
              red: Math.min(1, Math.max(0, col[0])) * 255, green: Math.min(1, Math.max(0, col[1])) * 255,
              blue: Math.min(1, Math.max(0, col[2])) * 255, fillAlpha: fillAlpha, itemAlpha: itemAlpha, title: t,
              gradient: gr && gr.s.length > 0 ? gr : null
            };
          }

          // TitleLayout.hit(u:v:)
          function titleHit(t, u, v) {
            const gx = (u - t.x) / t.k, gy = (v - t.y) / t.k;
            const lineWidth = t.g.length * CELL_W - 1;
            if (!(gx >= 0 && gy >= 0 && gx < lineWidth && gy < CELL_H)) return false;
            const column = Math.floor(gx), row = Math.floor(gy);
            const cell = Math.floor(column / CELL_W), x = column - cell * CELL_W;
            if (x >= GLYPH_W) return false;
            return ((FONT[t.g[cell] * CELL_H + row] >> (GLYPH_W - 1 - x)) & 1) !== 0;
          }

          // PreparedGradient.position(x:y:) and paint(at:), through RenderGradient.position(of:)
          // and color(at:): the gradient g's paint at the pixel-space point (x, y) of an item of
          // inverse map m, as [red, green, blue] 0…255 and the opacity.
          function gradientPaint(g, m, itemAlpha, x, y) {
            const ww = m[6] * x + m[7] * y + m[8];
            const u = (m[0] * x + m[1] * y + m[2]) / ww, v = (m[3] * x + m[4] * y + m[5]) / ww;
            const sx = g.x[0], sy = g.x[1], dx = g.x[2] - sx, dy = g.x[3] - sy;
            const l2 = dx * dx + dy * dy;
            const t = l2 > 0 ? ((u - sx) * dx + (v - sy) * dy) / l2 : 1;
            const s = g.s, n = s.length / 5, z = Math.min(Math.max(isFinite(t) ? t : 1, 0), 1);
            let a = 0, b = 0, f = 0, between = false;
            if (z <= s[0]) a = 0;
            else if (z >= s[(n - 1) * 5]) a = (n - 1) * 5;
            else {
              let i = 0;
              while (i + 2 < n && s[(i + 1) * 5] <= z) i++;
              a = i * 5; b = a + 5;
              const span = s[b] - s[a];
              if (span > 0) { f = (z - s[a]) / span; between = true; } else a = b;
            }
            const c = [0, 0, 0, 0];
            for (let k = 1; k <= 4; k++) c[k - 1] = between ? s[a + k] + (s[b + k] - s[a + k]) * f : s[a + k];
            return [Math.min(1, Math.max(0, c[0])) * 255, Math.min(1, Math.max(0, c[1])) * 255, Math.min(1, Math.max(0, c[2])) * 255,
                    Math.min(1, Math.max(0, c[3])) * itemAlpha];
          }

          // Rasterizer.blend / quantize
          function blend(dr, dg, db, da, sr, sg, sb, sa) {
            const k = da * (1 - sa);
            const oa = sa + k;
            if (!(oa > 0)) return [0, 0, 0, 0];
            return [(sr * sa + dr * k) / oa, (sg * sa + dg * k) / oa, (sb * sa + db * k) / oa, oa];
          }
          function quantize(x) { return x <= 0 ? 0 : (x >= 255 ? 255 : Math.floor(x + 0.5)); }
          // Every drawing function writes into a target t: the canvas's pixels, or a mask's.
          function store(t, o, c) { t[o] = quantize(c[0]); t[o + 1] = quantize(c[1]); t[o + 2] = quantize(c[2]); t[o + 3] = quantize(c[3] * 255); }

          // Rasterizer.gaussianCDF / blurredStep / drawShadow
          function gaussianCDF(z) {
            const x = Math.abs(z) / Math.sqrt(2);
            const t = 1 / (1 + 0.3275911 * x);
            const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
            const erf = 1 - poly * Math.exp(-x * x);
            return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
          }
          function blurredStep(x, len, sigma) { return gaussianCDF(x / sigma) - gaussianCDF((x - len) / sigma); }
          function drawShadow(p, t) {
            const m = p.inv, sigma = p.blur, w = p.w, h = p.h;
            for (let j = p.box.y0; j < p.box.y1; j++) {
              const y = j + 0.5;
              for (let i = p.box.x0; i < p.box.x1; i++) {
                const x = i + 0.5;
                const ww = m[6] * x + m[7] * y + m[8];
                if (ww <= 0) continue;
                let clipped = false;
                for (let k = p.clipStart; k < p.edges.length; k++) {
                  const e = p.edges[k];
                  if (e.nx * x + e.ny * y + e.c < 0) { clipped = true; break; }
                }
                if (clipped) continue;
                const u = (m[0] * x + m[1] * y + m[2]) / ww, v = (m[3] * x + m[4] * y + m[5]) / ww;
                const a = p.fillAlpha * (blurredStep(u, w, sigma) * blurredStep(v, h, sigma));
                if (!(a > 0)) continue;
                const o = (j * W + i) * 4;
                store(t, o, blend(t[o], t[o + 1], t[o + 2], t[o + 3] / 255, p.red, p.green, p.blue, a));
              }
            }
          }

          // Rasterizer.draw
          function draw(p, t) {
            if (p.blur > 0) { drawShadow(p, t); return; }
            const m = p.inv;
            const i11 = m[0], i12 = m[1], i13 = m[2], i21 = m[3], i22 = m[4], i23 = m[5], i31 = m[6], i32 = m[7], i33 = m[8];
            const w = p.w, h = p.h, r = p.radius, r2 = r * r;
            const ring = p.ring, ri = Math.max(0, r - ring), ri2 = ri * ri;
            const edges = p.edges, clipStart = p.clipStart, edgeCount = edges.length;
            const title = p.title;
            const fr = p.red, fg = p.green, fb = p.blue, fa = p.fillAlpha, gr = p.gradient;
            const inkValue = title ? title.ink : 0;
            let u = 0, v = 0;
            function inside(x, y) {
              const ww = i31 * x + i32 * y + i33;
              if (ww === 0) return false;
              u = (i11 * x + i12 * y + i13) / ww; v = (i21 * x + i22 * y + i23) / ww;
              if (!(u >= 0 && u < w && v >= 0 && v < h)) return false;
              if (r > 0) {
                const dx = u < r ? r - u : (u > w - r ? u - (w - r) : 0);
                const dy = v < r ? r - v : (v > h - r ? v - (h - r) : 0);
                if (dx * dx + dy * dy > r2) return false;
              }
              if (ring > 0 && u >= ring && u < w - ring && v >= ring && v < h - ring) {
                const a0 = ring + ri, a1 = w - ring - ri, b0 = ring + ri, b1 = h - ring - ri;
                const dx = u < a0 ? a0 - u : (u > a1 ? u - a1 : 0);
                const dy = v < b0 ? b0 - v : (v > b1 ? v - b1 : 0);
                if (dx * dx + dy * dy <= ri2) return false;
              }
              for (let k = clipStart; k < edgeCount; k++) {
                const e = edges[k];
                if (e.nx * x + e.ny * y + e.c < 0) return false;
              }
              return true;
            }
            for (let j = p.box.y0; j < p.box.y1; j++) {
              const yc = j + 0.5;
              let pLo = p.box.x0 + 0.5, pHi = p.box.x1 - 0.5;
              let fLo = pLo, fHi = pHi;
              for (const e of edges) {
                const k = e.ny * yc + e.c;
                if (e.nx > 0) { pLo = Math.max(pLo, (-SURE - k) / e.nx); fLo = Math.max(fLo, (SURE - k) / e.nx); }
                else if (e.nx < 0) { pHi = Math.min(pHi, (-SURE - k) / e.nx); fHi = Math.min(fHi, (SURE - k) / e.nx); }
                else { if (k < -SURE) pLo = Infinity; if (k < SURE) fLo = Infinity; }
              }
              const lo = p.box.x0, hi = p.box.x1;
              const pS = Math.min(hi, Math.max(lo, Math.ceil(pLo - 0.5)));
              const pE = Math.min(hi, Math.max(lo, Math.floor(pHi - 0.5) + 1));
              const fS = Math.min(pE, Math.max(pS, Math.ceil(fLo - 0.5)));
              const fE = Math.min(pE, Math.max(fS, Math.floor(fHi - 0.5) + 1));
              if (pS >= pE) continue;
              const rowSpecials = p.specials.filter(function (s) { return j >= s.y0 && j < s.y1; });
              const row = j * W;
              let i = pS;
              while (i < pE) {
                if (i >= fS && i < fE) {
                  let end = fE, isSpecial = false;
                  for (const s of rowSpecials) {
                    if (i >= s.x0 && i < s.x1) { isSpecial = true; break; }
                    if (s.x0 > i && s.x0 < end) end = s.x0;
                  }
                  if (!isSpecial && ring > 0) { i = end; continue; }
                  if (!isSpecial) {
                    for (let x = i; x < end; x++) {
                      const o = (row + x) * 4;
                      if (gr) {
                        const c = gradientPaint(gr, m, p.itemAlpha, x + 0.5, yc);
                        if (c[3] >= 1) store(t, o, [c[0], c[1], c[2], 1]);
                        else store(t, o, blend(t[o], t[o + 1], t[o + 2], t[o + 3] / 255, c[0], c[1], c[2], c[3]));
                      } else if (fa >= 1) store(t, o, [fr, fg, fb, 1]);
                      else store(t, o, blend(t[o], t[o + 1], t[o + 2], t[o + 3] / 255, fr, fg, fb, fa));
                    }
                    i = end;
                    continue;
                  }
                }
                let nFill = 0, nText = 0;
                for (let sy = 0; sy < N; sy++) {
                  const y = j + (sy + 0.5) / N;
                  for (let sx = 0; sx < N; sx++) {
                    const x = i + (sx + 0.5) / N;
                    if (inside(x, y)) {
                      nFill++;
                      if (title && titleHit(title, u, v)) nText++;
                    }
                  }
                }
                if (nFill > 0) {
                  const o = (row + i) * 4;
                  // The fill's paint: the colour, or the gradient at the pixel centre.
                  const f = gr ? gradientPaint(gr, m, p.itemAlpha, i + 0.5, yc) : [fr, fg, fb, fa];
                  let c = blend(t[o], t[o + 1], t[o + 2], t[o + 3] / 255, f[0], f[1], f[2], f[3] * (nFill / SAMPLES));
                  if (nText > 0) c = blend(c[0], c[1], c[2], c[3], inkValue, inkValue, inkValue, p.itemAlpha * (nText / SAMPLES));
                  store(t, o, c);
                }
                i++;
              }
            }
          }

          // HalfPlane.clip(_:)
          function clipPolygon(e, p) {
            if (p.length === 0) return [];
            const out = [];
            let a = p[p.length - 1], da = e.nx * a[0] + e.ny * a[1] + e.c;
            for (const b of p) {
              const db = e.nx * b[0] + e.ny * b[1] + e.c;
              if ((da >= 0) !== (db >= 0)) {
                const t = da / (da - db);
                out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
              }
              if (db >= 0) out.push(b);
              a = b; da = db;
            }
            return out;
          }

          // PolygonEdge.edges(of:)
          function edgesOf(polygons) {
            const out = [];
            for (const p of polygons) {
              if (p.length === 0) continue;
              let a = p[p.length - 1];
              for (const b of p) {
                if (a[1] !== b[1]) {
                  const down = a[1] < b[1], top = down ? a : b, bottom = down ? b : a;
                  out.push({ x0: top[0], y0: top[1], x1: bottom[0], y1: bottom[1], w: down ? 1 : -1,
                             slope: (bottom[0] - top[0]) / (bottom[1] - top[1]), i: out.length });
                }
                a = b;
              }
            }
            out.sort(function (p, q) { return p.y0 - q.y0 || p.i - q.i; });
            return out;
          }
          function edgeX(e, y) { return y >= e.y1 ? e.x1 : e.x0 + (y - e.y0) * e.slope; }

          // PreparedShape(_:scale:canvasWidth:canvasHeight:)
          function prepareShape(it) {
            const col = it.c;
            if (!(it.a > 0 && col[3] > 0)) return null;
            let polygons = [];
            for (const flat of it.p) {
              const q = scaled(flat);
              if (!sane(q)) return null;
              polygons.push(q);
            }
            for (const clip of it.k) {
              const q = scaled(clip);
              if (!sane(q)) return null;
              const planes = convexPolygon(q);
              if (!planes) return null;
              for (const e of planes) polygons = polygons.map(function (p) { return clipPolygon(e, p); });
            }
            const edges = edgesOf(polygons);
            if (edges.length === 0) return null;
            let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
            for (const e of edges) {
              minX = Math.min(minX, e.x0, e.x1); maxX = Math.max(maxX, e.x0, e.x1);
              minY = Math.min(minY, e.y0); maxY = Math.max(maxY, e.y1);
            }
            const box = boxOf(minX, maxX, minY, maxY);
            if (!box) return null;
            return {
              shape: true, edges: edges, evenOdd: it.f === 1, box: box, fillAlpha: Math.min(1, col[3]) * Math.min(1, it.a),
              red: Math.min(1, Math.max(0, col[0])) * 255, green: Math.min(1, Math.max(0, col[1])) * 255, blue: Math.min(1, Math.max(0, col[2])) * 255
            };
          }

          // PolygonCoverage.forEachRow: body(j, lo, hi, coverage) for every row an edge reaches.
          function coverageRows(edges, evenOdd, x0, x1, y0, y1, body) {
            const width = x1 - x0;
            if (!(width > 0 && y0 < y1 && edges.length > 0)) return;
            const acc = new Float64Array(width + 1), coverage = new Float64Array(width);
            let lowest = width, highest = -1;
            const xTop = [], xBottom = [], winding = [], active = [], breaks = [];
            let next = 0;
            function inside(w) { return evenOdd ? (w & 1) !== 0 : w !== 0; }
            function add(k, here, after) {
              acc[k] += here; acc[k + 1] += after;
              lowest = Math.min(lowest, k); highest = Math.max(highest, k + 1);
            }
            function column(x, dy, xm) { const c = Math.floor(x); add(c - x0, dy * (c + 1 - xm), dy * (xm - c)); }
            function addRightOf(xa, ya, xb, yb, sign) {
              const h = yb - ya, lo = x0, hi = x0 + width;
              const xl = Math.min(xa, xb), xr = Math.max(xa, xb);
              if (xr - xl < 1e-12) {
                if (xl < lo) add(0, sign * h, 0); else if (xl < hi) column(xl, sign * h, xl);
                return;
              }
              const perX = h / (xr - xl);
              if (xl < lo) add(0, sign * (Math.min(xr, lo) - xl) * perX, 0);
              let x = Math.max(xl, lo);
              const end = Math.min(xr, hi);
              while (x < end) {
                const nx = Math.min(end, Math.floor(x) + 1);
                column(x, sign * (nx - x) * perX, (x + nx) / 2);
                x = nx;
              }
            }
            function insertSorted(a, b, w) {
              const middle = (a + b) / 2;
              let k = xTop.length;
              xTop.push(a); xBottom.push(b); winding.push(w);
              while (k > 0 && (xTop[k - 1] + xBottom[k - 1]) / 2 > middle) {
                xTop[k] = xTop[k - 1]; xBottom[k] = xBottom[k - 1]; winding[k] = winding[k - 1];
                k--;
              }
              xTop[k] = a; xBottom[k] = b; winding[k] = w;
            }
            function ordered() {
              for (let k = 1; k < xTop.length; k++) if (xTop[k] < xTop[k - 1] - 1e-9 || xBottom[k] < xBottom[k - 1] - 1e-9) return false;
              return true;
            }
            function band(top, bottom) {
              xTop.length = 0; xBottom.length = 0; winding.length = 0;
              for (const k of active) {
                const e = edges[k];
                if (!(e.y0 <= top && e.y1 >= bottom)) continue;
                insertSorted(edgeX(e, top), edgeX(e, bottom), e.w);
              }
              if (!ordered() && bottom - top > MIN_BAND) {
                const middle = top + (bottom - top) / 2;
                band(top, middle); band(middle, bottom);
                return;
              }
              let w = 0;
              for (let k = 0; k < winding.length; k++) {
                const was = inside(w);
                w += winding[k];
                const is = inside(w);
                if (was !== is) addRightOf(xTop[k], top, xBottom[k], bottom, is ? 1 : -1);
              }
            }
            function finishRow() {
              if (lowest > highest) return [0, 0];
              let sum = 0, end = Math.min(width, highest + 1), k = lowest;
              while (k < end) {
                sum += acc[k];
                coverage[k] = sum <= 1e-12 ? 0 : (sum >= 1 - 1e-12 ? 1 : sum);
                k++;
                if (k === end && end < width && sum > 1e-12) end = width;
              }
              return [lowest, end];
            }
            for (let j = y0; j < y1; j++) {
              const top = j, bottom = j + 1;
              while (next < edges.length && edges[next].y0 < bottom) { active.push(next); next++; }
              let kept = 0;
              for (const k of active) if (!(edges[k].y1 <= top)) active[kept++] = k;
              active.length = kept;
              if (kept === 0) continue;
              breaks.length = 0;
              breaks.push(top, bottom);
              for (const k of active) {
                const e = edges[k];
                if (e.y0 > top) breaks.push(e.y0);
                if (e.y1 < bottom) breaks.push(e.y1);
              }
              breaks.sort(function (a, b) { return a - b; });
              for (let b = 1; b < breaks.length; b++) if (breaks[b] > breaks[b - 1]) band(breaks[b - 1], breaks[b]);
              const r = finishRow();
              if (r[0] < r[1]) body(j, x0 + r[0], x0 + r[1], coverage);
              if (lowest <= highest) { for (let k = lowest; k <= highest; k++) acc[k] = 0; }
              lowest = width; highest = -1;
            }
          }

          // Rasterizer.drawShape
          function drawShape(p, t) {
            const fr = p.red, fg = p.green, fb = p.blue, fa = p.fillAlpha, x0 = p.box.x0;
            coverageRows(p.edges, p.evenOdd, p.box.x0, p.box.x1, p.box.y0, p.box.y1, function (j, lo, hi, coverage) {
              for (let i = lo; i < hi; i++) {
                const c = coverage[i - x0];
                if (c <= 0) continue;
                const o = (j * W + i) * 4;
                if (c >= 1 && fa >= 1) store(t, o, [fr, fg, fb, 1]);
                else store(t, o, blend(t[o], t[o + 1], t[o + 2], t[o + 3] / 255, fr, fg, fb, fa * c));
              }
            });
          }

          // DrawableItem.draw
          function drawAny(p, t) { if (p.shape) drawShape(p, t); else draw(p, t); }

          // MaskPlanes.mix: the pixel at o moved back towards the kept pixel b[q] by 1 - m.
          function mix(t, o, b, q, m) {
            if (m >= 1) return;
            if (!(m > 0)) { t[o] = b[q]; t[o + 1] = b[q + 1]; t[o + 2] = b[q + 2]; t[o + 3] = b[q + 3]; return; }
            const ba = b[q + 3] / 255, aa = t[o + 3] / 255;
            const oa = ba + (aa - ba) * m;
            if (!(oa > 0)) { t[o] = 0; t[o + 1] = 0; t[o + 2] = 0; t[o + 3] = 0; return; }
            const c = [0, 0, 0, oa];
            for (let k = 0; k < 3; k++) { const x = b[q + k] * ba; c[k] = (x + (t[o + k] * aa - x) * m) / oa; }
            store(t, o, c);
          }

          // MaskPlanes.narrow(_:to:)
          function narrow(box, ms, planes) {
            let b = box;
            for (const k of ms) {
              const pl = planes[k];
              if (!pl) return null;
              const c = { x0: Math.max(b.x0, pl.box.x0), x1: Math.min(b.x1, pl.box.x1), y0: Math.max(b.y0, pl.box.y0), y1: Math.min(b.y1, pl.box.y1) };
              if (!(c.x0 < c.x1 && c.y0 < c.y1)) return null;
              b = c;
            }
            return b;
          }

          // MaskPlanes.drawMasked
          function drawMasked(p, ms, planes, t) {
            const bx = p.box, bw = bx.x1 - bx.x0;
            const before = new Uint8ClampedArray(bw * (bx.y1 - bx.y0) * 4);
            for (let j = bx.y0; j < bx.y1; j++) before.set(t.subarray((j * W + bx.x0) * 4, (j * W + bx.x1) * 4), (j - bx.y0) * bw * 4);
            drawAny(p, t);
            for (let j = bx.y0; j < bx.y1; j++) {
              for (let i = bx.x0; i < bx.x1; i++) {
                const o = (j * W + i) * 4, q = ((j - bx.y0) * bw + i - bx.x0) * 4;
                if (before[q] === t[o] && before[q + 1] === t[o + 1] && before[q + 2] === t[o + 2] && before[q + 3] === t[o + 3]) continue;
                let m = 1;
                for (const k of ms) m *= planes[k].px[o + 3] / 255;
                mix(t, o, before, q, m);
              }
            }
          }

          // Rasterizer.draw(_:masks:limit:into:): returns the box drawn on, or null.
          function drawItems(items, planes, limit, t) {
            let extent = null;
            for (const it of items) {
              const ms = it.m || [];
              if (!ms.every(function (k) { return k >= 0 && k < limit; })) continue;
              const p = it.p ? prepareShape(it) : prepare(it);
              if (!p) continue;
              if (ms.length > 0) {
                const box = narrow(p.box, ms, planes);
                if (!box) continue;
                p.box = box;
                drawMasked(p, ms, planes, t);
              } else {
                drawAny(p, t);
              }
              const b = p.box;
              extent = extent ? { x0: Math.min(extent.x0, b.x0), x1: Math.max(extent.x1, b.x1), y0: Math.min(extent.y0, b.y0), y1: Math.max(extent.y1, b.y1) } : b;
            }
            return extent;
          }

          // MaskPlanes(_:rasterizer:width:height:): the masks some item needs, in index order.
          function maskPlanes(frame) {
            const masks = frame.masks || [], n = masks.length;
            const needed = new Array(n).fill(false);
            function mark(items, limit) { for (const it of items) for (const k of (it.m || [])) if (k >= 0 && k < limit) needed[k] = true; }
            mark(frame.items, n);
            for (let k = n - 1; k >= 0; k--) if (needed[k]) mark(masks[k], k);
            const planes = new Array(n).fill(null);
            for (let k = 0; k < n; k++) {
              if (!needed[k]) continue;
              const t = new Uint8ClampedArray(W * H * 4);
              const box = drawItems(masks[k], planes, k, t);
              if (box) planes[k] = { px: t, box: box };
            }
            return planes;
          }

          function render(frame) {
            const bg = D.background;
            for (let o = 0; o < px.length; o += 4) { px[o] = bg[0]; px[o + 1] = bg[1]; px[o + 2] = bg[2]; px[o + 3] = bg[3]; }
            const masks = frame.masks || [];
            drawItems(frame.items, masks.length > 0 ? maskPlanes(frame) : [], masks.length, px);
            ctx.putImageData(image, 0, 0);
          }

          // Player.
          const frames = D.frames;
          const slider = document.getElementById("slider");
          const button = document.getElementById("play");
          const readout = document.getElementById("readout");
          let current = -1, playing = false, startTime = 0, startFrame = 0;
          function show(i) {
            if (frames.length === 0) { readout.textContent = "no frames"; return; }
            i = Math.max(0, Math.min(frames.length - 1, Math.floor(i) || 0));
            if (i !== current) { render(frames[i]); current = i; }
            slider.value = String(i);
            readout.textContent = "frame " + i + " (of 0\u2013" + (frames.length - 1) + ")  t = " + frames[i].time.toFixed(3) + " s";
          }
          function tick(now) {
            if (!playing) return;
            const i = (startFrame + Math.floor((now - startTime) / 1000 * D.fps)) % Math.max(1, frames.length);
            show(i);
            requestAnimationFrame(tick);
          }
          function play() {
            if (playing || frames.length < 2) return;
            playing = true; button.textContent = "Pause";
            startFrame = Math.max(0, current); startTime = performance.now();
            requestAnimationFrame(tick);
          }
          function pause() { playing = false; button.textContent = "Play"; }
          button.addEventListener("click", function () { if (playing) pause(); else play(); });
          slider.addEventListener("input", function () { pause(); show(Number(slider.value)); });
          function fromHash() {
            const m = /(?:^#|&)frame=(\d+)/.exec(location.hash);
            if (m) { pause(); show(Number(m[1])); return true; }
            return false;
          }
          window.addEventListener("hashchange", fromHash);
          window.frameCount = frames.length;
          window.showFrame = function (i) { pause(); show(i); return current; };
          if (!fromHash()) { show(0); if (frames.length > 1) play(); else pause(); }
          window.playerReady = true;
          document.body.setAttribute("data-ready", "true");
        })();
        """#
}
