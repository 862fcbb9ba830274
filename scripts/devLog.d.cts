export function formatLogLine(line: string): string;
