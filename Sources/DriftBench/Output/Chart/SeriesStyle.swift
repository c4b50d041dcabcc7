/// How one series (a strategy, or a machine in a comparison) is drawn: a colour and a mark shape.
struct SeriesStyle: Equatable {
    var color: String
    var shape: MarkerShape

    /// Colours that stay apart for the common forms of colour blindness (Okabe and Ito's, with black and brown
    /// after the yellow is left out as unreadable on white).
    static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#8C564B", "#7F7F7F"]

    /// The style of the series at `index`: colours and shapes both cycle, so neighbours differ in both.
    static func at(_ index: Int) -> SeriesStyle {
        SeriesStyle(color: palette[index % palette.count], shape: MarkerShape.allCases[index % MarkerShape.allCases.count])
    }
}
