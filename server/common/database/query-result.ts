// TypeORM's postgres driver answers an UPDATE/DELETE … RETURNING as [rows, affected] and a SELECT
// or INSERT … RETURNING as rows: this reads both.
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return (result ?? []) as T[];
}
