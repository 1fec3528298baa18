/// How many pixels a PNG export gives each inch of a page (`inkstone export --png DIR --dpi N`).
public enum RasterDensity: Equatable, Sendable {
    /// Each page at the density it has of its own (`PageCanvas.nativeDPI`): an image page
    /// pixel for pixel, a blank page one pixel per page unit.
    case native
    /// Every page at `dpi` pixels per inch of its true size, whatever its own density.
    case dpi(Double)
}
