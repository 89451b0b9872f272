export function workspaceAliases(): Array<{ find: RegExp; replacement: string }>;
