/** The frame of the sign-in and password pages: a centred card with a heading, plus the toasts. */
import type { ReactNode } from 'react';
import { Toaster } from '../toasts/Toaster.tsx';

/** A centred card titled `title`, with the toast region of the page. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="auth-wrap">
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {lead && <p className="muted">{lead}</p>}
        {children}
      </section>
      <Toaster />
    </div>
  );
}
