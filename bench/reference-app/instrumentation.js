// Without its own (empty) hook, Turbopack picks up the repository root's instrumentation.ts (the product's job queue).
export function register() {}
