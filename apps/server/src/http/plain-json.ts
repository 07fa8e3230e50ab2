/**
 * A route option that writes the answer with JSON.stringify instead of checking it against the
 * response schema first. Only for large answers built by core from records that were validated
 * on the way in (the design tree: checking 6,000 records again costs more than the rest of the
 * call). The schema still documents the answer in the OpenAPI document.
 */
export const plainJsonAnswer = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
