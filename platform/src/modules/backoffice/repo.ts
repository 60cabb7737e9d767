import type { Queryable } from '../../db';

export interface OperatorRow {
  id: number;
  name: string;
  token_hash: string;
}

/** Operators are a handful of people; every read has a ceiling all the same. */
export const operatorsMax = 200;

export const operatorsRepo = {
  async count(q: Queryable): Promise<number> {
    const r = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM operators');
    return r.rows[0]!.n;
  },

  async all(q: Queryable): Promise<OperatorRow[]> {
    const r = await q.query<OperatorRow>('SELECT id, name, token_hash FROM operators ORDER BY id LIMIT $1', [operatorsMax]);
    return r.rows;
  },

  async byName(q: Queryable, name: string): Promise<OperatorRow | null> {
    const r = await q.query<OperatorRow>('SELECT id, name, token_hash FROM operators WHERE name = $1', [name]);
    return r.rows[0] ?? null;
  },

  /** Inserts unless the name exists (two replicas booting at once): true when this call made it. */
  async insertIfAbsent(q: Queryable, name: string, tokenHash: string, now: Date): Promise<boolean> {
    const r = await q.query(
      'INSERT INTO operators (name, token_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING id',
      [name, tokenHash, now]);
    return r.rows.length === 1;
  },

  async setTokenHash(q: Queryable, name: string, tokenHash: string): Promise<void> {
    await q.query('UPDATE operators SET token_hash = $2 WHERE name = $1', [name, tokenHash]);
  },
};
