/**
 * The survey domain, pure TypeScript with no I/O: node tree, question types, codes, logic,
 * answer validation and runtime arrive with the design-model issue. Nothing here yet.
 */
export {};
