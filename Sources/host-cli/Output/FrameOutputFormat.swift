import Foundation

extension FrameOutput {
    /// Output formats.
    enum Format: String, CaseIterable, Sendable {
        case gif, png, apng, svg, html, mp4, webm

        /// The sink that writes the format: the one place a format is mapped to how it is
        /// written and to what the command line allows with it (``FrameSink``).
        var sink: any FrameSink.Type {
            switch self {
            case .gif: return GIFSink.self
            case .png: return PNGSink.self
            case .apng: return APNGSink.self
            case .svg: return SVGSink.self
            case .html: return HTMLSink.self
            case .mp4, .webm: return VideoSink.self
            }
        }

        /// The format's name as it is said, with its article: "a GIF", "an APNG", "an SVG"
        /// (the article follows the sound of the first letter, not its spelling).
        var withArticle: String {
            switch self {
            case .gif: return "a GIF"
            case .png: return "a PNG"
            case .apng: return "an APNG"
            case .svg: return "an SVG"
            case .html: return "an HTML"
            case .mp4: return "an MP4"
            case .webm: return "a WebM"
            }
        }

        /// The names `--format` takes, in the order `--help` lists them.
        static var names: [String] { allCases.map(\.rawValue) }

        /// The format for a path's extension.
        init?(path: String) {
            self.init(rawValue: (path as NSString).pathExtension.lowercased())
        }
    }
}
