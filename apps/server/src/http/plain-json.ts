/**
 * A route option that writes the answer with JSON.stringify instead of checking it against the
 * response schema first. Only for answers built by typed code from records that were validated
 * on the way in, where the check costs too much: the design tree (checking 6,000 records again
 * costs more than the rest of the call) and the respondent's calls (thousands a second). The
 * schema still documents the answer in the OpenAPI document, and the handler's return type is
 * still checked against it by the type provider.
 */
export const plainJsonAnswer = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
