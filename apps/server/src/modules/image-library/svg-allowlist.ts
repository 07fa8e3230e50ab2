const words = (list: string): string[] => list.trim().split(/\s+/);

/**
 * What a stored SVG may contain: static graphics, text, gradients, patterns, clipping, masking,
 * markers and filters. No script, foreignObject, animation (it can rewrite href), links, event
 * attributes or external references. Names are SVG's own (case-sensitive).
 */
export const SVG_ELEMENTS = new Set(
  words(`
  svg g defs desc title symbol use image style path rect circle ellipse line polyline polygon
  text tspan textPath linearGradient radialGradient stop pattern clipPath mask marker filter
  feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting
  feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR
  feGaussianBlur feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting
  feSpotLight feTile feTurbulence
`),
);

/** Elements dropped while their (allowed) children are kept: a link keeps its drawing. */
export const SVG_UNWRAPPED_ELEMENTS = new Set(
  words(`
  a switch
`),
);

/** Presentation properties: allowed both as attributes and in style declarations. */
export const SVG_PRESENTATION = new Set(
  words(`
  alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation
  color-interpolation-filters color-rendering direction display dominant-baseline fill
  fill-opacity fill-rule filter flood-color flood-opacity font font-family font-size
  font-size-adjust font-stretch font-style font-variant font-weight image-rendering isolation
  letter-spacing lighting-color marker marker-end marker-mid marker-start mask mix-blend-mode
  opacity overflow paint-order shape-rendering stop-color stop-opacity stroke stroke-dasharray
  stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke-width
  text-anchor text-decoration text-rendering transform transform-origin unicode-bidi
  vector-effect visibility white-space word-spacing writing-mode
`),
);

export const SVG_ATTRIBUTES = new Set([
  ...SVG_PRESENTATION,
  ...words(`
  id class style lang xml:space xml:lang tabindex x y x1 y1 x2 y2 cx cy r rx ry width height d
  points pathLength viewBox preserveAspectRatio dx dy rotate textLength lengthAdjust startOffset
  method spacing side gradientUnits gradientTransform spreadMethod fx fy fr offset patternUnits
  patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits markerWidth
  markerHeight markerUnits refX refY orient filterUnits primitiveUnits in in2 result stdDeviation
  mode type values operator k1 k2 k3 k4 kernelMatrix order divisor bias targetX targetY edgeMode
  preserveAlpha surfaceScale diffuseConstant specularConstant specularExponent kernelUnitLength
  scale xChannelSelector yChannelSelector radius baseFrequency numOctaves seed stitchTiles
  azimuth elevation pointsAtX pointsAtY pointsAtZ limitingConeAngle tableValues slope intercept
  amplitude exponent href xlink:href
`),
]);

/** CSS functions a style may use; url() only as url(#id). */
export const CSS_FUNCTIONS = new Set(
  words(`
  url rgb rgba hsl hsla calc matrix translate translatex translatey scale scalex scaley rotate
  skewx skewy var
`),
);
