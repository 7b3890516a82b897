/** The shape of a namespace, taken from its Georgian original, so en and ru cannot miss or add a key. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
