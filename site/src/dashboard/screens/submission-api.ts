/** Types and calls of the review queue (GET/POST /client/submission-review…, functions/api/routes/submission-review.ts). */
import { get, post } from '../http/client.ts';

export const SUBMISSION_STATES = ['submitted', 'confirmed', 'in-review', 'published', 'rejected'] as const;
export interface SubmissionEvent { state: string; at: string; by: string; reason?: string }
export interface Submission {
  idSubmissionPk: number; email: string; state: string; targetDappId?: number; proposal: Record<string, unknown>;
  history: SubmissionEvent[]; reason?: string; publishedDappId?: number; createdAt: string;
}
export interface DiffRow { field: string; live?: unknown; proposed?: unknown; changed: boolean }
export interface Review { submission: Submission; live: Record<string, unknown> | null; diff: DiffRow[] }

export const listSubmissions = (state?: string) => get<Submission[]>('/submission-review', state ? { params: { state } } : undefined);
export const openReview = (id: number) => get<Review>(`/submission-review/${id}`);
export const approveSubmission = (id: number, proposal: Record<string, unknown>) => post<Submission>(`/submission-review/${id}/approve`, { proposal });
export const rejectSubmission = (id: number, reason: string) => post<Submission>(`/submission-review/${id}/reject`, { reason });

/** A proposal value as one readable line (lists joined, objects as JSON). */
export function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'object' ? Object.values(v as object).join(' ') : String(v))).join('; ') : '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
