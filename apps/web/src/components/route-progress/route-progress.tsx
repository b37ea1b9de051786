import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import classes from './route-progress.module.css';
import { useLoadingProgress } from './use-loading-progress';

/** Thin bar at the top of the page while a route or its search parameters load. */
export function RouteProgress() {
  const { t } = useTranslation();
  const progress = useLoadingProgress(useNavigation().state !== 'idle');
  if (progress === null) return null;
  return (
    <div
      className={classes.bar}
      style={{ width: `${progress}%` }}
      role="progressbar"
      aria-label={t('app.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
    />
  );
}
