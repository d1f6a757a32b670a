// Types of measure.mjs, for its test.
export function stagesOf(output: string): Record<string, number>;
export function median(values: number[]): number;
export function round(value: number, digits?: number): number;
