// A step's paths and the route parameters they need, shared by the checks of
// navigation targets and of {params.…} placeholders.

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** Route parameters a routing target gets from the login context, whatever the step. */
export const CONTEXT_PARAMS = ['phoneNumber', 'user_id'];

/** A step's path patterns: `path` may be one pattern or several. */
export const pathsOf = (step) => (Array.isArray(step.path) ? step.path : [step.path]);

/** The parameter names of a path pattern: '/nip/:phoneNumber' → ['phoneNumber']. */
export const paramsOf = (pattern) => [...String(pattern).matchAll(PARAM)].map((m) => m[1]);
