import LayoutEngine
import ThreadSupport

/// Frees a large tree on a thread of its own, so that the caller goes on to
/// layout and render while the tree's thousands of nodes are released (for
/// 10,000 elements, the Swift DOM's and libxml2's trees each take about as
/// long to free as to lay out). Small trees are freed in place: a thread
/// costs more than they do (`FrontEnd.minimumBackgroundFreeElements`). With one core, or no thread to be had, the tree
/// is freed in place too.
enum BackgroundDisposal {
    /// The largest stack a disposing thread is given; deeper trees are
    /// freed in place (on the caller's stack, sized for them).
    static let maximumStackBytes = 8 << 30

    /// Releases `value` on another thread, if it is large enough to be worth one.
    /// - Parameters:
    ///   - elements: how many elements the tree holds.
    ///   - depth: its deepest nesting (freeing a Swift tree recurses).
    static func release<T: Sendable>(_ value: consuming T, elements: Int, depth: Int) {
        guard elements >= FrontEnd.minimumBackgroundFreeElements, FrontEnd.hasSecondCore else { return }
        let stackBytes = (1 << 20) + depth * DeepStack.bytesPerLevel
        guard stackBytes <= maximumStackBytes else { return }
        // The closure holds the value; it is released on the new thread
        // once the body has run (or here, if no thread could be started).
        _ = startDetachedThread(stackSize: stackBytes) { [value] in withExtendedLifetime(value) {} }
    }

    /// Releases `value` here and now, then gives the heap's free pages back
    /// to the system when the tree was large: what is allocated next (the
    /// layout's tables, big arrays that malloc maps afresh) then takes the
    /// tree's place instead of adding to it, which is what sets the peak.
    static func releaseNow<T>(_ value: consuming T, elements: Int) {
        _ = consume value
        if elements >= FrontEnd.minimumBackgroundFreeElements { returnFreeHeapPages() }
    }
}
