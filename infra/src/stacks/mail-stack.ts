import { ArnFormat, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export interface MailStackProps extends StackProps {
  /** Domain verified in SES (DKIM records to add to its DNS are in the stack's identity). */
  mailDomain: string;
}

/** The SES domain identity and the configuration set every mail is sent with. */
export class MailStack extends Stack {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  /** The sender address handed to the functions. */
  readonly mailFrom: string;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new ses.EmailIdentity(this, 'DomainIdentity', {
      identity: ses.Identity.domain(props.mailDomain),
      configurationSet: this.configurationSet,
    });
    this.mailFrom = `noreply@${props.mailDomain}`;
  }

  /** ses:SendEmail from the domain identity with the configuration set (SES checks both resources). */
  grantSend(grantee: iam.IGrantable): iam.Grant {
    const configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    return iam.Grant.addToPrincipal({
      grantee,
      actions: ['ses:SendEmail'],
      resourceArns: [this.identity.emailIdentityArn, configurationSetArn],
    });
  }
}
