import Foundation
import AnimationCore
import TextFormat

/// Renders frames as the text of one self-contained HTML player (writing it is the caller's
/// job): no network, no external files. Every frame is embedded as vector data (JSON: each
/// item's corners, size, alpha, colour, radius, clips and title layout) and drawn on a
/// `<canvas>` by a JavaScript port of ``Rasterizer``: the same homography inversion, 4 × 4
/// sampling, span shortcut, ``BitmapFont`` bytes and blending arithmetic (IEEE doubles in
/// the same order, same rounding), writing an `ImageData` at the same scale. So a frame in
/// the browser has the same pixels as its PNG.
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
        let json = data(for: frames, width: w, height: h)
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
        <div id="bar"><button id="play" type="button">Pause</button><input id="slider" type="range" min="0" max="\(max(0, frames.count - 1))" step="1" value="0" aria-label="Frame"><span id="readout"></span></div>
        <script type="application/json" id="frame-data">\(json)</script>
        <script>
        \(HTMLRenderer.player)
        </script>
        </body>
        </html>

        """
    }

    /// The embedded JSON. `<` is written as `\u003c` so no text can close the script element.
    func data(for frames: [RenderFrame], width: Int, height: Int) -> String {
        func n(_ d: Double) -> String { JSONText.number(d) }
        let bg = RGBA8(background)
        var out = "{\"width\":\(width),\"height\":\(height),\"scale\":\(n(scale)),\"fps\":\(n(fps)),"
        out += "\"background\":[\(bg.r),\(bg.g),\(bg.b),\(bg.a)],\"samples\":\(Rasterizer.samplesPerAxis),\"sure\":\(n(Rasterizer.sureDistance)),"
        out += "\"font\":{\"cellWidth\":\(BitmapFont.cellWidth),\"cellHeight\":\(BitmapFont.cellHeight),\"glyphWidth\":\(BitmapFont.glyphWidth),"
        out += "\"rows\":[" + BitmapFont.rows.map { String($0) }.joined(separator: ",") + "]},\"frames\":["
        for (fi, frame) in frames.enumerated() {
            if fi > 0 { out += "," }
            out += "{\"time\":\(n(frame.time)),\"items\":["
            var first = true
            for item in frame.items where PreparedItem(item, scale: scale, canvasWidth: width, canvasHeight: height) != nil {
                if !first { out += "," }
                first = false
                let c = item.color
                out += "{\"id\":\(item.id),\"q\":[" + item.corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: ",") + "]"
                out += ",\"w\":\(n(item.size.width)),\"h\":\(n(item.size.height)),\"a\":\(n(item.alpha))"
                out += ",\"c\":[\(n(c.red)),\(n(c.green)),\(n(c.blue)),\(n(c.alpha))],\"r\":\(n(item.cornerRadius.isFinite ? item.cornerRadius : 0))"
                out += ",\"b\":\(n(item.border.isFinite ? item.border : 0)),\"s\":\(n(item.blur))"
                out += ",\"k\":[" + item.clips.map { "[" + $0.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: ",") + "]" }.joined(separator: ",") + "]"
                if let t = TitleLayout(title: item.title, size: item.size, color: c) {
                    out += ",\"t\":{\"text\":\(JSONText.string(t.text)),\"g\":[" + t.glyphs.map { String($0) }.joined(separator: ",") + "]"
                    out += ",\"x\":\(n(t.originX)),\"y\":\(n(t.originY)),\"k\":\(n(t.pixelSize)),\"ink\":\(t.ink.r)}"
                } else {
                    out += ",\"t\":null"
                }
                out += "}"
            }
            out += "]}"
        }
        out += "]}"
        return out.replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
    }

    /// The player: the rasterizer port and the controls. Keep in step with ``Rasterizer``,
    /// ``PreparedItem``, ``QuadMapping`` and ``HalfPlane``.
    static let player = #"""
    "use strict";
    (function () {
      const D = JSON.parse(document.getElementById("frame-data").textContent);
      const W = D.width, H = D.height, SCALE = D.scale, N = D.samples, SURE = D.sure;
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

      // PreparedItem(_:scale:canvasWidth:canvasHeight:)
      function prepare(it) {
        const col = it.c;
        // it.t is the title's layout (null when there is none to draw): a clear item with a
        // title draws just its title, as in PreparedItem.
        if (!(it.a > 0 && (col[3] > 0 || it.t !== null))) return null;
        const itemAlpha = Math.min(1, it.a);
        const fillAlpha = Math.min(1, col[3]) * itemAlpha;
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
        const bx0 = Math.max(0, Math.floor(minX)), bx1 = Math.min(W, Math.ceil(maxX));
        const by0 = Math.max(0, Math.floor(minY)), by1 = Math.min(H, Math.ceil(maxY));
        if (!(bx0 < bx1 && by0 < by1)) return null;
        const box = { x0: bx0, x1: bx1, y0: by0, y1: by1 };
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
          blue: Math.min(1, Math.max(0, col[2])) * 255, fillAlpha: fillAlpha, itemAlpha: itemAlpha, title: t
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

      // Rasterizer.blend / quantize
      function blend(dr, dg, db, da, sr, sg, sb, sa) {
        const k = da * (1 - sa);
        const oa = sa + k;
        if (!(oa > 0)) return [0, 0, 0, 0];
        return [(sr * sa + dr * k) / oa, (sg * sa + dg * k) / oa, (sb * sa + db * k) / oa, oa];
      }
      function quantize(x) { return x <= 0 ? 0 : (x >= 255 ? 255 : Math.floor(x + 0.5)); }
      function store(o, c) { px[o] = quantize(c[0]); px[o + 1] = quantize(c[1]); px[o + 2] = quantize(c[2]); px[o + 3] = quantize(c[3] * 255); }

      // Rasterizer.gaussianCDF / blurredStep / drawShadow
      function gaussianCDF(z) {
        const x = Math.abs(z) / Math.sqrt(2);
        const t = 1 / (1 + 0.3275911 * x);
        const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
        const erf = 1 - poly * Math.exp(-x * x);
        return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
      }
      function blurredStep(x, len, sigma) { return gaussianCDF(x / sigma) - gaussianCDF((x - len) / sigma); }
      function drawShadow(p) {
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
            store(o, blend(px[o], px[o + 1], px[o + 2], px[o + 3] / 255, p.red, p.green, p.blue, a));
          }
        }
      }

      // Rasterizer.draw
      function draw(p) {
        if (p.blur > 0) { drawShadow(p); return; }
        const m = p.inv;
        const i11 = m[0], i12 = m[1], i13 = m[2], i21 = m[3], i22 = m[4], i23 = m[5], i31 = m[6], i32 = m[7], i33 = m[8];
        const w = p.w, h = p.h, r = p.radius, r2 = r * r;
        const ring = p.ring, ri = Math.max(0, r - ring), ri2 = ri * ri;
        const edges = p.edges, clipStart = p.clipStart, edgeCount = edges.length;
        const title = p.title;
        const fr = p.red, fg = p.green, fb = p.blue, fa = p.fillAlpha;
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
                  if (fa >= 1) store(o, [fr, fg, fb, 1]);
                  else store(o, blend(px[o], px[o + 1], px[o + 2], px[o + 3] / 255, fr, fg, fb, fa));
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
              let c = blend(px[o], px[o + 1], px[o + 2], px[o + 3] / 255, fr, fg, fb, fa * (nFill / SAMPLES));
              if (nText > 0) c = blend(c[0], c[1], c[2], c[3], inkValue, inkValue, inkValue, p.itemAlpha * (nText / SAMPLES));
              store(o, c);
            }
            i++;
          }
        }
      }

      function render(frame) {
        const bg = D.background;
        for (let o = 0; o < px.length; o += 4) { px[o] = bg[0]; px[o + 1] = bg[1]; px[o + 2] = bg[2]; px[o + 3] = bg[3]; }
        for (const it of frame.items) { const p = prepare(it); if (p) draw(p); }
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
