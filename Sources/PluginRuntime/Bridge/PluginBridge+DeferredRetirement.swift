import AnimationCore

extension PluginBridge {
    /// The objects plugins made for one transition, retired together when it is over: views
    /// not in a hierarchy then, images and property animators.
    struct Retirement {
        var views: [View]
        var pictures: [Picture]
        var animators: [PropertyAnimator]

        /// Both transitions' objects (two that ended inside one plugin call).
        func merging(_ other: Retirement) -> Retirement {
            Retirement(
                views: views + other.views, pictures: pictures + other.pictures,
                animators: animators + other.animators)
        }
    }

    /// Runs `body`, a call into a plugin, counted in ``pluginCallDepth``; when the outermost
    /// call returns, what transitions ended during it made is retired.
    @inline(__always)
    func countingPluginCall<R>(_ body: () -> R) -> R {
        pluginCallDepth += 1
        let result = body()
        pluginCallDepth -= 1
        if pluginCallDepth == 0 {
            lastEnded = nil
            if let ended = deferredRetirement {
                deferredRetirement = nil
                retire(ended)
            }
        }
        return result
    }
}
