import Foundation
import Rendering
import XCTest

/// An independent PNG reader for the tests (Python's zlib and struct only, in a child process),
/// so that the encoder is never checked against itself.
public enum PNGDecoding {
    /// True when `python3` can be run (the PNG tests skip otherwise).
    public static var hasPython: Bool { NativeTools.runTool("python3", ["-c", "print(1)"]).ending == .exited(0) }

    /// An independent PNG reader: checks the signature and every chunk's CRC, inflates the IDAT
    /// data with zlib, undoes the five filters, and prints `width height` then the RGBA bytes in
    /// hex (RGB images get alpha 255). Only 8-bit RGB/RGBA, non-interlaced (what we need).
    public static let pythonDecoder = #"""
        import sys, struct, zlib
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\x89PNG\r\n\x1a\n', 'bad signature'
        pos = 8; idat = b''; width = height = None; ctype = None; seen_end = False; chunks = 0
        while pos < len(data):
            length, = struct.unpack('>I', data[pos:pos+4]); ctyp = data[pos+4:pos+8]; body = data[pos+8:pos+8+length]
            crc, = struct.unpack('>I', data[pos+8+length:pos+12+length])
            assert zlib.crc32(ctyp + body) & 0xffffffff == crc, 'bad CRC in ' + ctyp.decode()
            chunks += 1
            if ctyp == b'IHDR':
                width, height, depth, ctype, comp, filt, inter = struct.unpack('>IIBBBBB', body)
                assert depth == 8 and ctype in (2, 6) and inter == 0, 'unsupported format %r' % ((depth, ctype, inter),)
            elif ctyp == b'IDAT':
                idat += body
            elif ctyp == b'IEND':
                seen_end = True; break
            pos += 12 + length
        assert seen_end, 'no IEND'
        raw = zlib.decompress(idat)
        bpp = 4 if ctype == 6 else 3
        stride = width * bpp
        assert len(raw) == height * (stride + 1), 'bad data length'
        out = bytearray(); prev = bytearray(stride)
        for y in range(height):
            f = raw[y*(stride+1)]; line = bytearray(raw[y*(stride+1)+1:(y+1)*(stride+1)])
            for i in range(stride):
                a = line[i-bpp] if i >= bpp else 0; b = prev[i]; c = prev[i-bpp] if i >= bpp else 0
                if f == 0: p = 0
                elif f == 1: p = a
                elif f == 2: p = b
                elif f == 3: p = (a + b) // 2
                elif f == 4:
                    pp = a + b - c; pa = abs(pp - a); pb = abs(pp - b); pc = abs(pp - c)
                    p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                else: raise Exception('bad filter %d' % f)
                line[i] = (line[i] + p) & 255
            prev = line
            if bpp == 4: out += line
            else:
                for i in range(width): out += line[i*3:i*3+3] + b'\xff'
        sys.stdout.write('%d %d %d\n' % (width, height, chunks))
        sys.stdout.write(out.hex())
        """#

    /// Decodes the PNG file at `path` with ``pythonDecoder`` (the script is written next to it):
    /// the pixels, and the number of chunks.
    public static func decode(path: String) throws -> (canvas: Canvas, chunks: Int) {
        let script = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("decode-png.py")
        try pythonDecoder.write(to: script, atomically: true, encoding: .utf8)
        let text = try NativeTools.output("python3", [script.path, path])
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let head = lines[0].split(separator: " ").compactMap { Int($0) }
        let hex = lines.count > 1 ? Array(lines[1].utf8) : []
        var bytes = [UInt8](repeating: 0, count: hex.count / 2)
        func nibble(_ c: UInt8) -> UInt8 { c <= 57 ? c - 48 : c - 87 }
        for i in 0..<bytes.count { bytes[i] = nibble(hex[2 * i]) << 4 | nibble(hex[2 * i + 1]) }
        return (Canvas(width: head[0], height: head[1], pixels: bytes), head[2])
    }
}
