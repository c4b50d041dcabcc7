/// Lets a timer's own callback cancel it; confined to the timer queue.
final class TimerHolder: @unchecked Sendable {
    var timer: (any RepeatingTimer)?
}
