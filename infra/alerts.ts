/** The SNS topic every alarm notifies (infra/alarms.ts), mailed to `ALARM_EMAIL` when set. */
import { stage } from './stage';

export const alerts = new sst.aws.SnsTopic('Alerts');

if (stage.alarmEmail) {
  new aws.sns.TopicSubscription('AlertsEmail', { topic: alerts.arn, protocol: 'email', endpoint: stage.alarmEmail });
}
