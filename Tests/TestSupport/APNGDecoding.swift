import Foundation
import Rendering

/// An independent APNG reader for the tests (Python's zlib and struct only, in a child
/// process), so that the encoder is never checked against itself: it checks every CRC, that
/// `acTL`'s frame count matches, that sequence numbers run 0, 1, 2… over `fcTL` and `fdAT`,
/// that every frame lies inside the canvas, and composes the frames (dispose none, blend
/// source) into full canvases.
public enum APNGDecoding {
    static let script = #"""
        import sys, struct, zlib
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\x89PNG\r\n\x1a\n', 'bad signature'
        pos = 8; frames = []; cur = None; seq = 0; declared = None; W = H = None
        while pos < len(data):
            n, = struct.unpack('>I', data[pos:pos+4]); t = data[pos+4:pos+8]; body = data[pos+8:pos+8+n]
            crc, = struct.unpack('>I', data[pos+8+n:pos+12+n])
            assert zlib.crc32(t + body) & 0xffffffff == crc, 'bad CRC in ' + t.decode()
            if t == b'IHDR':
                W, H, depth, ctype, comp, filt, inter = struct.unpack('>IIBBBBB', body)
                assert depth == 8 and ctype == 6 and inter == 0
            elif t == b'acTL':
                declared, plays = struct.unpack('>II', body)
            elif t == b'fcTL':
                s, w, h, x, y, dn, dd, dop, bop = struct.unpack('>IIIIIHHBB', body)
                assert s == seq, 'sequence %d, expected %d' % (s, seq); seq += 1
                assert x + w <= W and y + h <= H and dop == 0 and bop == 0
                cur = dict(w=w, h=h, x=x, y=y, dn=dn, dd=dd, data=b''); frames.append(cur)
            elif t == b'IDAT':
                assert len(frames) == 1, 'IDAT belongs to the first frame'
                cur['data'] += body
            elif t == b'fdAT':
                s, = struct.unpack('>I', body[:4])
                assert s == seq, 'sequence %d, expected %d' % (s, seq); seq += 1
                cur['data'] += body[4:]
            elif t == b'IEND':
                break
            pos += 12 + n
        assert declared == len(frames), 'acTL says %r frames, there are %d' % (declared, len(frames))
        canvas = bytearray(W * H * 4)
        sys.stdout.write('%d %d %d\n' % (W, H, len(frames)))
        for f in frames:
            raw = zlib.decompress(f['data']); stride = f['w'] * 4
            assert len(raw) == f['h'] * (stride + 1), 'bad data length'
            prev = bytearray(stride)
            for yy in range(f['h']):
                ft = raw[yy*(stride+1)]; line = bytearray(raw[yy*(stride+1)+1:(yy+1)*(stride+1)])
                for i in range(stride):
                    a = line[i-4] if i >= 4 else 0; b = prev[i]; c = prev[i-4] if i >= 4 else 0
                    if ft == 0: p = 0
                    elif ft == 1: p = a
                    elif ft == 2: p = b
                    elif ft == 3: p = (a + b) // 2
                    else:
                        pp = a + b - c; pa = abs(pp - a); pb = abs(pp - b); pc = abs(pp - c)
                        p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                    line[i] = (line[i] + p) & 255
                prev = line
                o = ((f['y'] + yy) * W + f['x']) * 4
                canvas[o:o+stride] = line
            sys.stdout.write('%d %d %s\n' % (f['dn'], f['dd'], canvas.hex()))
        """#

    /// One composed frame: the whole canvas after it, and its delay as a fraction of a second.
    public struct Frame {
        public var canvas: Canvas
        public var delayNumerator: Int, delayDenominator: Int
    }

    /// Decodes the APNG file at `path` (the script is written next to it).
    public static func decode(path: String) throws -> [Frame] {
        let url = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("decode-apng.py")
        try script.write(to: url, atomically: true, encoding: .utf8)
        let lines = try NativeTools.output("python3", [url.path, path]).split(separator: "\n")
        let head = lines[0].split(separator: " ").compactMap { Int($0) }
        func nibble(_ c: UInt8) -> UInt8 { c <= 57 ? c - 48 : c - 87 }
        return lines.dropFirst().map { line in
            let parts = line.split(separator: " ")
            let hex = Array(parts[2].utf8)
            var bytes = [UInt8](repeating: 0, count: hex.count / 2)
            for i in 0..<bytes.count { bytes[i] = nibble(hex[2 * i]) << 4 | nibble(hex[2 * i + 1]) }
            return Frame(
                canvas: Canvas(width: head[0], height: head[1], pixels: bytes), delayNumerator: Int(parts[0])!,
                delayDenominator: Int(parts[1])!)
        }
    }
}
