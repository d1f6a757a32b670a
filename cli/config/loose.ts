// A config value as a user's JavaScript gives it, before the schema has
// checked it: the Docusaurus readers take what they know from such objects.
export type Loose = Record<string, unknown>;

export const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
