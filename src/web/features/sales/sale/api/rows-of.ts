/** Lists may come bare or wrapped in {data}. */
export const rowsOf = <T>(answer: T[] | { data: T[] }): T[] => (Array.isArray(answer) ? answer : answer.data);
