import { useAccessAlerts } from '../api/access-records';
import { accessRecordTexts as t } from '../texts';

/** '이상 접근': the daily check over the searched days, each flag with its reason. */
export function AccessAlertsSection({ from, to }: { from: string; to: string }) {
  const { data, error } = useAccessAlerts(from, to);
  return (
    <section className="access-alerts" aria-labelledby="access-alerts-title" data-testid="access-alerts">
      <h2 id="access-alerts-title">{t.alertsTitle}</h2>
      {data && (
        <p className="muted access-alerts-period">{t.alertsPeriod(data.from, data.to, data.dailyLimit)}</p>
      )}
      {error && (
        <p className="message message-error" role="alert">
          {t.alertsFailed(error.message)}
        </p>
      )}
      {data && data.alerts.length === 0 && <p className="muted">{t.alertsNone}</p>}
      {data && data.alerts.length > 0 && (
        <ul className="access-alert-list">
          {data.alerts.map((alert) => (
            <li
              key={`${alert.day}-${alert.actorKind}-${String(alert.actorId)}-${alert.actorName}-${alert.kind}`}
              className={`access-alert access-alert-${alert.kind.toLowerCase()}`}
              data-testid="access-alert"
            >
              <span className="access-alert-kind">{t.alertKinds[alert.kind]}</span>
              <span className="access-alert-who">
                {alert.day} · {alert.actorName} ({t.roles[alert.actorKind]})
              </span>
              <span className="access-alert-reason">{alert.reason}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
