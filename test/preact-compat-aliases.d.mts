export function preactCompatAliases(): Array<{ find: RegExp; replacement: string }>;
