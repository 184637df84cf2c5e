import AnimatorABI

// The script of FrameRateRangeTests, written against the SDK alone as plugin code is (the
// SDK's `RunLoop`, not Foundation's).

enum FrameRateRangeScripts {
    /// Ticks a link preferring 30 fps five times, then completes the transition.
    static func thirtyFramesASecond(_ ctx: UIViewControllerContextTransitioning) {
        let group = CAAnimationGroup()
        group.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        check("kept", group.preferredFrameRateRange == CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120))
        check("default", CABasicAnimation().preferredFrameRateRange.isEqual(to: .default))
        var ticks = 0
        let link = CADisplayLink { link in
            ticks += 1
            HostConnection.current?.log("tick \(link.timestamp)")
            guard ticks == 5 else { return }
            link.invalidate()
            TransitionCodeGapsScripts.finish(ctx)
        }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
        link.add(to: .main, forMode: .common)
    }

}
