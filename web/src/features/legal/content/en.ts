import type { LegalDocument } from '../types';

/** English Privacy Policy and Terms of Use of the AED Cloud Maintenance Platform. */
const content: { privacy: LegalDocument; terms: LegalDocument } = {
  privacy: {
    title: 'Privacy Policy',
    header:
      'This Privacy Policy explains how the operator of the AED Cloud Maintenance Platform (“we”, “us” or “our”) collects, uses, shares, stores and protects personal data when distributors (also called agents), their customer organizations and the individual users of those organizations use the Platform to monitor and maintain automated external defibrillators (AEDs). It also explains the choices and rights you have. Please read it carefully together with our Terms of Use.',
    updated: 'Last updated: 2024/05/24',
    sublist: [
      {
        title: '1. Scope of This Policy',
        content: [
          'This Policy applies to the AED Cloud Maintenance Platform, including its web application, its programming interfaces and the related notification services (together, the “Platform”). It covers the personal data of users who sign in to the Platform, of contact persons recorded by distributors and customer organizations, and of any individual who can be identified from the information reported by or recorded about the AEDs connected to the Platform.',
          'The Platform is a business service. Distributors use it to manage the AEDs they sell, install or service, and customer organizations use it to keep the AEDs placed at their premises ready for use. Accounts are normally created by an administrator of a distributor or of a customer organization rather than by the individual user.',
          'This Policy does not apply to websites, applications or services operated by third parties, even where they are linked from the Platform, nor to the processing carried out by AED manufacturers within the devices themselves or in their own services.',
        ],
      },
      {
        title: '2. Personal Data We Collect',
        content: [
          'Account data: your account name (login identifier), your password (stored only in irreversibly hashed form), the roles and permissions assigned to you, the department and organization to which you belong, your preferred language and time zone, the status of your account and, if you choose to provide them, optional profile details such as a profile picture or gender.',
          'Contact data: your name, telephone number and email address, as well as the name, address and contact details of the organization you represent or of the site where an AED is installed.',
          'Device location and telemetry: the serial number, model and installation site of each AED, its geographic location, and the telemetry reported by the device or its gateway or entered by maintenance staff, such as self-test results, readiness status, battery and electrode pad status, expiry dates, alarms and maintenance history. Device data is linked to the persons responsible for the device. It is not intended to contain health information about patients; if a record or an attachment nevertheless contains such information, we treat it as sensitive personal data and restrict access to it.',
          'Login and usage logs: the date and time of each login and logout, the IP address used and the approximate location derived from it, the browser type and version, the operating system, the result of each login attempt, and a record of significant operations performed in the Platform, such as creating, modifying, exporting or deleting records.',
          'Work order and communication data: the content of work orders, inspection and maintenance records, comments, photographs and attachments that you upload, and the notifications and messages sent to you by the Platform.',
          'We collect this data directly from you, from the administrator of your organization or from your distributor when they create and manage your account, from the AEDs and gateways connected to the Platform, and automatically from your browser when you use the Platform. We do not buy personal data from data brokers.',
        ],
      },
      {
        title: '3. How We Use Personal Data',
        content: [
          'Keeping AEDs ready for use: we monitor device status, self-test results and battery and pad expiry dates, and we alert the responsible persons so that each AED can be used without delay when a sudden cardiac arrest occurs.',
          'Managing work orders: we use your data to create, assign, track and close inspection, maintenance, replacement and repair work orders between distributors, customer organizations and their technicians, and to keep a traceable maintenance history for each device.',
          'Sending notifications: we send alerts, reminders, work order updates, password expiry reminders, temporary passwords and service messages by email, text message or within the Platform.',
          'Providing and administering accounts: we authenticate users, apply role-based permissions and data scopes, display the interface in your preferred language and provide customer support.',
          'Security: we detect and prevent unauthorized access, lock accounts temporarily after repeated failed logins, investigate incidents, maintain audit trails and protect the integrity of safety-critical device data.',
          'Legal compliance and improvement: we comply with our legal obligations, respond to lawful requests of competent authorities, and produce aggregated statistics that do not identify any individual in order to improve the reliability and performance of the Platform.',
          'We do not use personal data for advertising, we do not sell personal data, and we do not make decisions based solely on automated processing that produce legal or similarly significant effects concerning you.',
        ],
      },
      {
        title: '4. Legal Bases and Consent',
        content: [
          'We process personal data only where we have a legal basis for doing so. Depending on the circumstances and on the law applicable to you, these bases are: the performance of the contract with your organization or distributor and the steps needed to provide the account they requested for you; the legitimate interests of your organization, of your distributor and of us in keeping AEDs ready for use, managing their maintenance and securing the Platform, which we always balance against your rights and interests; compliance with legal obligations; and your consent.',
          'The login page of the Platform asks you to consent to the collection and processing of your personal data as described in this Policy. Signing in requires this consent, because the Platform cannot operate without the account, contact and log data described above.',
          'You may withdraw your consent at any time by contacting us or the administrator of your organization. Withdrawal does not affect the lawfulness of processing carried out before it, and we may continue processing where another legal basis applies, for example a legal obligation to keep certain records. Because the Platform cannot be used without the processing described in this Policy, withdrawing consent will normally mean that your account is deactivated.',
          'Where the law applicable to you, such as the Personal Data Protection Act of Taiwan, requires specific information to be given to you when your personal data is collected, this Policy constitutes that notice.',
        ],
      },
      {
        title: '5. Roles of Distributors, Organizations and Us',
        content: [
          'Customer organizations and distributors decide which users are registered, which devices are connected and what information is recorded about them. For the personal data of their users and contact persons they generally act as the controller, and we process that data on their behalf and in accordance with their instructions.',
          'We act as an independent controller for the data that we process for our own purposes, in particular login logs and security records, contract and billing management, and the operation and improvement of the Platform.',
          'If your account was created by your organization or by a distributor, we recommend that you also read their privacy notice. You may address requests concerning your data either to them or to us, and we will cooperate with them to answer you.',
        ],
      },
      {
        title: '6. Sharing and Disclosure',
        content: [
          'With your organization: the personal data in your account, the work orders you handle and the devices for which you are responsible are visible to the administrators and authorized users of your organization, within the permissions and data scopes they have been given. Administrators of your organization can view, modify, export, suspend and delete the accounts and content of their users.',
          'With the responsible distributor: where the AEDs of a customer organization are maintained by a distributor, the device data, work orders and the contact details needed to carry out the maintenance are shared between the organization and that distributor.',
          'With processors: we use service providers that process personal data on our behalf, in particular the cloud hosting provider that hosts the servers, databases and file storage of the Platform, and the providers that deliver our emails and text messages. They may process the data only in accordance with our written instructions, are bound by confidentiality and must apply appropriate security measures.',
          'For legal reasons: we may disclose personal data where required by law, by a court order or by a binding request of a competent authority, or where necessary to protect the vital interests of a person, the security of the Platform or our rights in legal proceedings.',
          'In a business transfer: if we are involved in a merger, acquisition or transfer of all or part of our business, personal data may be transferred to the successor, which will remain bound by this Policy or will inform you of any change to it.',
          'We do not sell personal data and we do not share it with third parties for their own marketing purposes.',
        ],
      },
      {
        title: '7. Storage Location and International Transfers',
        content: [
          'The Platform is hosted on the infrastructure of a cloud hosting provider. Personal data may therefore be stored or processed in data centres located outside the country or region in which you or your organization are established.',
          'Where personal data is transferred across borders, we take the measures required by applicable law, such as contractual commitments with our hosting provider that ensure an adequate level of protection, and we comply with any restriction on international transfers imposed by the competent authorities.',
        ],
      },
      {
        title: '8. Data Retention',
        content: [
          'We keep personal data only for as long as necessary for the purposes described in this Policy, and then delete or anonymize it.',
          'Account and contact data are kept while your account is active. After your account is deleted by your organization or by us, they are deleted or anonymized, unless we must keep them longer to comply with a legal obligation or to establish, exercise or defend legal claims.',
          'Device data, work orders and maintenance records are kept for the duration of the licence of the customer organization or distributor, because the maintenance history of an AED is needed to show that it has been kept ready for use. After the licence ends, this content can be exported for 30 days and is then deleted, as described in the Terms of Use.',
          'Login logs and operation logs are kept for the period necessary for security, audit and incident investigation purposes, and are then deleted or anonymized.',
          'Backups are overwritten on a rolling basis. Deleted data may remain in backups for a limited period until they are overwritten; during that period it is isolated and not used for any other purpose.',
        ],
      },
      {
        title: '9. Security Measures',
        content: [
          'We implement technical and organizational measures appropriate to the risks, including: encryption of data in transit using HTTPS and security headers; storage of passwords using one-way hashing; role-based access control and data scopes that limit each user to the organizations, departments and devices for which they are responsible; captcha verification, temporary locking of accounts after repeated failed logins, expiry of inactive sessions and password expiry rules; logging and monitoring of logins and significant operations; regular backups; and restriction of access by our staff to persons who need it, under confidentiality obligations.',
          'We regularly review these measures in light of technical developments and of the safety-critical nature of the data processed on the Platform.',
          'No system is completely secure. You are responsible for keeping your password confidential, choosing a strong password, signing out on shared computers and informing your administrator or us immediately if you suspect that your account has been compromised.',
        ],
      },
      {
        title: '10. Cookies',
        content: [
          'The Platform uses a small number of cookies that are necessary for it to work or that remember your preferences. We do not use advertising cookies or third-party tracking cookies.',
          'Session token: a cookie containing the authentication token of your session, which keeps you signed in. It is deleted when you sign out, when you close your browser or when the session expires.',
          'Language preference: a cookie that remembers the interface language you selected. It is kept for 30 days.',
          'Interface size: a cookie that remembers the display size you chose for the interface, together with similar layout preferences such as whether the side menu is expanded.',
          'You can block or delete cookies in your browser settings. Because the session token cookie is strictly necessary, the Platform cannot be used if it is blocked. If you delete the preference cookies, the default settings are used.',
        ],
      },
      {
        title: '11. Your Rights',
        content: [
          'Subject to the conditions and exceptions of applicable law, you have the right of access (to obtain confirmation of whether we process your personal data and a copy of it), the right of correction (to have inaccurate or incomplete data corrected; many details can be updated directly in your profile), the right of deletion (to have your data deleted when it is no longer needed, when you withdraw your consent or when it has been processed unlawfully) and the right to object (to object to processing based on legitimate interests and to ask us to stop or restrict processing). Where applicable law provides for it, you may also request a copy of your data in a portable format.',
          'To exercise your rights, contact the administrator of your organization or us as described in the Contact section. We will verify your identity before acting on a request and answer within the time limit set by applicable law. Where your organization is the controller of the data, we will forward your request to it and assist it in responding.',
          'Some requests may be limited: for example, we may need to keep maintenance records that your organization is legally required to keep, or log data needed for security. If we cannot fully comply with a request, we will explain why.',
          'You also have the right to lodge a complaint with the competent data protection authority.',
        ],
      },
      {
        title: '12. Personal Data Breach Notification',
        content: [
          'A personal data breach is a breach of security leading to the accidental or unlawful destruction, loss, alteration, unauthorized disclosure of, or access to, personal data. If we become aware of a breach, we act promptly to contain it, assess its risks and mitigate its effects.',
          'We will notify the affected customer organizations and distributors and, where required by law, the competent authority, without undue delay and where feasible within 72 hours after becoming aware of the breach. Where the breach is likely to result in a high risk to the rights and freedoms of individuals, or where the law otherwise requires it, we will also inform the affected users by email, by a message in the Platform or by other appropriate means.',
          'The notification describes the nature of the breach, the categories and approximate number of persons and records concerned, its likely consequences, the measures taken or proposed to address it, and a contact point for further information. Where not all information is available at once, it is provided in phases without further undue delay.',
        ],
      },
      {
        title: '13. Children',
        content: [
          'The Platform is intended for professional use by distributors, organizations and their staff. It is not directed at children, and we do not knowingly collect personal data of minors or create accounts for them.',
          'If we learn that personal data of a child has been collected without the consent of a parent or guardian where such consent is required, we will delete it as soon as possible. A parent or guardian who believes that this has happened may contact us.',
        ],
      },
      {
        title: '14. Changes to This Policy',
        content: [
          'We may update this Policy to reflect changes to the Platform, to our practices or to the law. The date of the latest update is shown at the top of this Policy.',
          'If we make significant changes, we will inform you in advance through the Platform or by email and, where required by law, ask for your consent again when you sign in. The previous version remains available on request.',
        ],
      },
      {
        title: '15. Contact',
        content: [
          'If you have any question about this Policy, wish to exercise your rights or want to report a security concern, please contact us using the contact details published on the Platform or set out in your contract, or through your distributor or the administrator of your organization, who will forward your request to us.',
          'To help us answer you, please state your account name and organization and describe your request. Never send us your password.',
        ],
      },
    ],
    footer:
      'By signing in to the Platform and accepting the consent request on the login page, you acknowledge that you have read and understood this Privacy Policy.',
  },
  terms: {
    title: 'Terms of Use',
    header:
      'These Terms of Use (the “Terms”) govern access to and use of the AED Cloud Maintenance Platform (the “Platform”), a cloud service for the monitoring and maintenance of automated external defibrillators (AEDs) used by distributors (also called agents) and their customer organizations. They form a binding agreement between you and the operator of the Platform (“we”, “us” or “our”). If you use the Platform on behalf of an organization, you confirm that you are authorized to accept these Terms on its behalf. If you do not agree to these Terms, do not use the Platform.',
    updated: 'Effective date: 13 January 2023',
    sublist: [
      {
        title: '1. General Terms',
        content: [
          'These Terms apply to every user of the Platform. In these Terms, “Distributor” means a company authorized to sell, install or maintain AEDs that uses the Platform to manage devices and customers; “Organization” means a customer organization, such as a company, school, public body or association, that owns or operates AEDs and uses the Platform directly or through a Distributor; “Content” means the data, text, images, files and other material submitted to the Platform by you or on your behalf, including device data, work orders and maintenance records; and “Licence” means the right to use the Platform under a paid subscription, an order or a free plan.',
          'Where a separate agreement or order has been concluded between us and a Distributor or Organization, its terms prevail over these Terms to the extent of any conflict. The Privacy Policy describes how we process personal data and forms part of these Terms.',
          'These Terms, and any dispute or claim arising out of or in connection with them or with the Platform, are governed by the laws of Taiwan, without regard to conflict-of-law rules.',
          'If any provision of these Terms is held invalid or unenforceable, the remaining provisions remain in full force. Our failure to enforce a provision is not a waiver of it. You may not assign or transfer these Terms without our prior written consent; we may assign them to an affiliate or to a successor of our business.',
        ],
      },
      {
        title: '2. Individual Users and Business Users',
        content: [
          'Individual users: if you register for the Platform yourself, with a personal email address and not on behalf of an organization, you are an individual user. You own your personal plan and are responsible for it, including its Content, the devices registered under it and the payment of any applicable fees.',
          'Business users: if your account was created for you by an organization, such as your employer, a Distributor or an Organization, or if you registered with an email address belonging to such an organization, you are a business user. Your rights to use the Platform are granted by that organization and not by us directly. The organization may access, monitor, control, modify, suspend, transfer or delete your account and its Content, change your roles and permissions, and apply its own rules of use. We are not responsible for the actions taken by the organization in respect of your account. If you leave the organization or if its Licence ends, your access may end.',
          'You must be of legal age to enter into a binding contract and use the Platform for professional purposes.',
        ],
      },
      {
        title: '3. Accounts and Security',
        content: [
          'You must provide accurate and complete information and keep it up to date. You must keep your login credentials confidential, must not share your account with anyone, and must change your password when the Platform requires it, in particular for an initial, temporary or expired password.',
          'You must notify your administrator or us immediately of any unauthorized use of your account or any other security incident. You are responsible for all activities carried out under your account until such notification.',
          'We may require additional verification, lock an account temporarily after repeated failed logins, end inactive sessions and take other measures to protect accounts and the Platform.',
        ],
      },
      {
        title: '4. Distributors and Organizations',
        content: [
          'Distributors are responsible for the Organizations, users and devices they create and manage in the Platform, for obtaining any consent required from their customers and users, and for the accuracy of the device and maintenance data they enter.',
          'Organizations are responsible for assigning appropriate roles and permissions to their users, for removing access promptly when a user leaves, and for ensuring that the persons designated to respond to alarms and work orders are available and properly trained.',
          'The relationship between a Distributor and an Organization, including the sale, installation, inspection and maintenance of AEDs, is governed by their own agreements. We are not a party to those agreements and are not responsible for the performance of the services provided under them.',
        ],
      },
      {
        title: '5. Acceptable Use',
        content: [
          'You must not interfere with, falsify or, without authorization, delete or alter safety-critical device data, such as device status, self-test results, battery and electrode pad expiry dates, location, alarms or maintenance records, and you must not suppress, delay or disable alarms and notifications.',
          'You must not record an inspection or work order as completed when the work has not actually been performed, or enter information that you know to be false or misleading.',
          'You must not attempt to access accounts, Organizations, devices or data for which you are not authorized; circumvent permissions, data scopes, rate limits or other security measures; probe, scan or test the vulnerability of the Platform without our written permission; introduce malware; or overload or disrupt the Platform or the networks connected to it.',
          'You must not copy, modify, reverse engineer or decompile the Platform except as permitted by law; resell, sublicense or make the Platform available to third parties except as expressly permitted; access the Platform by automated means other than the interfaces we document; or use the Platform to break the law, infringe the rights of others or send unsolicited messages.',
          'We may investigate suspected violations, remove Content, suspend access and inform the competent authorities. Where a violation may affect the readiness of an AED, we may act immediately without prior notice and inform the Organization or Distributor responsible for the device.',
        ],
      },
      {
        title: '6. Safety Notice: Not a Substitute for Device Self-Tests or Emergency Services',
        content: [
          'The Platform is a maintenance management tool. It is not a medical device, it does not diagnose or treat any condition, and it does not control the therapy functions of any AED.',
          'The Platform does not replace the self-tests performed by the AED itself, the status indicators on the device, or the inspections and maintenance required by the manufacturer’s instructions and by applicable regulations. Always follow the manufacturer’s instructions and check the readiness indicators of the device itself.',
          'The Platform does not replace emergency services. In a medical emergency, call your local emergency number immediately. Do not rely on the Platform to summon help, to locate an AED during an emergency or to alert rescuers.',
          'Telemetry may be delayed, incomplete or inaccurate because of network outages, device or gateway faults or incorrect data entry. The absence of an alarm in the Platform does not mean that a device is ready for use. The owner or operator of each AED remains responsible for its readiness.',
        ],
      },
      {
        title: '7. Your Content',
        content: [
          'You, or the organization on whose behalf you act, retain all rights in your Content. You grant us a worldwide, non-exclusive, royalty-free licence to host, store, copy, process, transmit and display your Content only as necessary to provide, secure and support the Platform and to comply with the law.',
          'You represent that you have all rights and consents required for your Content, including the personal data of users and contact persons, and that your Content and its use in the Platform do not infringe any law or the rights of any third party.',
          'We may create aggregated and de-identified data about the use of the Platform and the performance of devices in order to operate and improve the Platform, provided that such data does not identify you, your organization or any individual.',
        ],
      },
      {
        title: '8. Licences and Fees',
        content: [
          'Paid Licences are granted for the term, the number of devices and users and the features set out in the applicable subscription or order. Fees are payable as stated in that subscription or order, exclusive of taxes, and are non-refundable except as stated in these Terms or required by law.',
          'Free plans may be limited in features, capacity and support. We may change or discontinue a free plan after giving reasonable notice.',
          'If fees remain unpaid after their due date and after a reminder, we may suspend the Licence concerned until payment is received.',
        ],
      },
      {
        title: '9. Inactive Free Accounts',
        content: [
          'If a free account has not been used for a long period, we may close it and delete its Content. Before doing so, we will attempt to notify the account holder by email at the address registered for the account or through the Platform, and give a reasonable opportunity to sign in again or to export the Content.',
          'If the notice cannot be delivered, for example because the registered email address is no longer valid, we may nevertheless close the account after our notice attempt. Accounts covered by a paid Licence are not closed for inactivity during the term of that Licence.',
        ],
      },
      {
        title: '10. Audit',
        content: [
          'During the term of a paid Licence, we may audit your use of the Platform, upon at least 7 days’ prior written notice, to verify compliance with these Terms and with the applicable subscription or order, including the number of devices, users and Organizations for which fees are due.',
          'You must cooperate with the audit and provide the records we reasonably request within 30 days of our request. The audit is carried out by us or by an independent auditor bound by confidentiality, in a manner that does not unreasonably interfere with your business.',
          'If the audit reveals an underpayment, you must promptly pay the fees due. If the underpayment exceeds 5 percent of the fees due for the audited period, you must also reimburse the reasonable costs of the audit.',
        ],
      },
      {
        title: '11. Term, Termination and Export of Content',
        content: [
          'These Terms apply from your first use of the Platform until your account is closed and your Licence has ended.',
          'Either party may terminate a Licence or an account by giving the other party 30 days’ prior written notice. If we terminate a paid Licence in this way without any breach on your part, we will refund the prepaid fees for the remaining period.',
          'We may suspend or terminate your access immediately if you materially breach these Terms, in particular the Acceptable Use rules, if required by law, or if your use poses a risk to the security of the Platform or to other users.',
          'After the end of a Licence, you or the administrator of your organization may export the Content for 30 days using the export functions of the Platform; during this period access may be limited to export. After these 30 days, the Content is deleted from our active systems, and from backups in their normal rotation cycle, unless the law requires us to keep it.',
          'The provisions that by their nature should survive termination, including those on Content, disclaimers, limitation of liability, dispute resolution and governing law, survive the end of these Terms.',
        ],
      },
      {
        title: '12. Intellectual Property',
        content: [
          'The Platform, including its software, design, documentation and trademarks, belongs to us or our licensors and is protected by intellectual property laws. Except for the limited right to use the Platform under these Terms and your Licence, no right is granted to you.',
          'Names and trademarks of AED manufacturers and other third parties displayed in the Platform belong to their respective owners. If you send us feedback or suggestions, we may use them freely without any obligation to you.',
        ],
      },
      {
        title: '13. Disclaimer of Warranties',
        content: [
          'To the maximum extent permitted by law, the Platform is provided “as is” and “as available”. We do not warrant that the Platform will be uninterrupted or error-free, or that device data, alarms and notifications will be accurate, complete or delivered on time.',
          'We may carry out scheduled maintenance and will try to announce it in advance. Nothing in these Terms excludes warranties or rights that cannot be excluded under applicable law.',
        ],
      },
      {
        title: '14. Limitation of Liability',
        content: [
          'To the maximum extent permitted by law, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising out of or in connection with these Terms or the Platform.',
          'Our total liability arising out of or in connection with these Terms or the Platform is limited to the greater of (a) 100 US dollars (USD 100) and (b) the fees paid by you, or by your organization for your account, to us in the three months preceding the event giving rise to the claim.',
          'These limitations do not apply to liability that cannot be limited or excluded under applicable law, including liability for intentional misconduct or gross negligence.',
        ],
      },
      {
        title: '15. Dispute Resolution',
        content: [
          'Before starting any formal proceedings, the party raising a dispute must send the other party a written notice describing it. The parties will try in good faith to resolve the dispute informally for 30 days from receipt of that notice, and neither party may start formal proceedings before these 30 days have expired, except to seek urgent interim relief.',
          'If the dispute is not resolved within that period, it will be submitted to the competent courts of Taiwan and decided in accordance with the laws of Taiwan.',
          'To the extent permitted by law, any claim arising out of or in connection with these Terms or the Platform must be brought within one year after the cause of action arose; otherwise the claim is permanently barred.',
        ],
      },
      {
        title: '16. Changes to These Terms and Contact',
        content: [
          'We may amend these Terms to reflect changes to the Platform, to our business or to the law. We will publish the updated Terms with a new effective date and, for significant changes, inform you in advance through the Platform or by email. If you continue to use the Platform after the changes take effect, you accept the updated Terms; if you do not agree, you must stop using the Platform and may terminate your Licence.',
          'If you have any question about these Terms, please contact us using the contact details published on the Platform or set out in your subscription or order, or through your Distributor or the administrator of your organization. We send notices to you by email to the address registered for your account or by a message in the Platform.',
        ],
      },
    ],
    footer:
      'By signing in to or using the Platform, you acknowledge that you have read and understood these Terms of Use and agree to be bound by them.',
  },
};

export default content;
