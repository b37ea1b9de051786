import { Component, type ReactNode } from 'react';
import i18n from '@/i18n';

interface State {
  failed: boolean;
}

/** Last line of defence: if the error page itself fails, show plain text and a link home. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
        <p>{i18n.t('error_page.render_failed')}</p>
        <a href="/">{i18n.t('error_page.back_home')}</a>
      </div>
    );
  }
}
