import type { LegalDocument } from '../types';

/** Politique de confidentialité et conditions d’utilisation de la plateforme de maintenance cloud des DAE (français). */
const content: { privacy: LegalDocument; terms: LegalDocument } = {
  privacy: {
    title: 'Politique de confidentialité',
    header:
      'La présente politique de confidentialité explique comment l’exploitant de la plateforme cloud de maintenance des DAE (« nous ») collecte, utilise, partage, conserve et protège les données personnelles lorsque les distributeurs (également appelés agents), leurs organisations clientes et les utilisateurs de ces organisations utilisent la Plateforme pour surveiller et entretenir des défibrillateurs automatisés externes (DAE). Elle décrit également les choix et les droits dont vous disposez. Veuillez la lire attentivement, avec nos conditions d’utilisation.',
    updated: 'Dernière mise à jour : 2024/05/24',
    sublist: [
      {
        title: '1. Champ d’application',
        content: [
          'La présente politique s’applique à la plateforme cloud de maintenance des DAE, y compris son application web, ses interfaces de programmation et les services de notification associés (ensemble, la « Plateforme »). Elle couvre les données personnelles des utilisateurs qui se connectent à la Plateforme, des personnes de contact enregistrées par les distributeurs et les organisations clientes, ainsi que de toute personne identifiable à partir des informations transmises par les DAE connectés à la Plateforme ou enregistrées à leur sujet.',
          'La Plateforme est un service destiné aux professionnels. Les distributeurs l’utilisent pour gérer les DAE qu’ils vendent, installent ou entretiennent, et les organisations clientes l’utilisent pour maintenir en état de fonctionnement les DAE installés dans leurs locaux. Les comptes sont normalement créés par un administrateur d’un distributeur ou d’une organisation cliente, et non par l’utilisateur lui-même.',
          'La présente politique ne s’applique pas aux sites, applications ou services exploités par des tiers, même lorsqu’ils sont accessibles depuis la Plateforme, ni aux traitements effectués par les fabricants de DAE dans les appareils eux-mêmes ou dans leurs propres services.',
        ],
      },
      {
        title: '2. Données personnelles collectées',
        content: [
          'Données de compte : votre nom de compte (identifiant de connexion), votre mot de passe (conservé uniquement sous forme hachée et irréversible), les rôles et autorisations qui vous sont attribués, le service et l’organisation auxquels vous appartenez, votre langue et votre fuseau horaire préférés, l’état de votre compte et, si vous choisissez de les fournir, des informations de profil facultatives telles qu’une photo de profil ou le genre.',
          'Données de contact : votre nom, votre numéro de téléphone et votre adresse électronique, ainsi que le nom, l’adresse et les coordonnées de l’organisation que vous représentez ou du site où un DAE est installé.',
          'Localisation et télémétrie des appareils : le numéro de série, le modèle et le site d’installation de chaque DAE, sa position géographique, ainsi que les données de télémétrie transmises par l’appareil ou sa passerelle ou saisies par le personnel de maintenance, telles que les résultats des autotests, l’état de disponibilité, l’état de la batterie et des électrodes, les dates de péremption, les alarmes et l’historique de maintenance. Les données des appareils sont associées aux personnes qui en sont responsables. Elles ne sont pas destinées à contenir des informations de santé concernant des patients ; si un enregistrement ou une pièce jointe contient néanmoins de telles informations, nous les traitons comme des données sensibles et en restreignons l’accès.',
          'Journaux de connexion et d’utilisation : la date et l’heure de chaque connexion et déconnexion, l’adresse IP utilisée et la localisation approximative qui en découle, le type et la version du navigateur, le système d’exploitation, le résultat de chaque tentative de connexion, ainsi qu’un historique des opérations importantes effectuées dans la Plateforme, telles que la création, la modification, l’export ou la suppression d’enregistrements.',
          'Données des ordres de travail et des communications : le contenu des ordres de travail, des rapports d’inspection et de maintenance, les commentaires, photographies et pièces jointes que vous téléversez, ainsi que les notifications et messages que la Plateforme vous envoie.',
          'Nous collectons ces données directement auprès de vous, auprès de l’administrateur de votre organisation ou de votre distributeur lorsqu’ils créent et gèrent votre compte, auprès des DAE et passerelles connectés à la Plateforme, et automatiquement depuis votre navigateur lorsque vous utilisez la Plateforme. Nous n’achetons pas de données personnelles auprès de courtiers en données.',
        ],
      },
      {
        title: '3. Finalités du traitement',
        content: [
          'Maintenir les DAE prêts à l’emploi : nous surveillons l’état des appareils, les résultats des autotests et les dates de péremption des batteries et des électrodes, et nous alertons les personnes responsables afin que chaque DAE puisse être utilisé sans délai en cas d’arrêt cardiaque soudain.',
          'Gérer les ordres de travail : nous utilisons vos données pour créer, attribuer, suivre et clôturer les ordres d’inspection, de maintenance, de remplacement et de réparation entre les distributeurs, les organisations clientes et leurs techniciens, et pour conserver un historique de maintenance traçable pour chaque appareil.',
          'Envoyer des notifications : nous envoyons des alertes, des rappels, des mises à jour d’ordres de travail, des rappels d’expiration de mot de passe, des mots de passe temporaires et des messages de service par courrier électronique, par SMS ou dans la Plateforme.',
          'Fournir et administrer les comptes : nous authentifions les utilisateurs, appliquons les autorisations fondées sur les rôles et les périmètres de données, affichons l’interface dans la langue de votre choix et assurons l’assistance aux clients.',
          'Sécurité : nous détectons et empêchons les accès non autorisés, verrouillons temporairement les comptes après des échecs de connexion répétés, enquêtons sur les incidents, tenons des pistes d’audit et protégeons l’intégrité des données critiques pour la sécurité des appareils.',
          'Respect de la loi et amélioration : nous respectons nos obligations légales, répondons aux demandes légitimes des autorités compétentes et établissons des statistiques agrégées ne permettant d’identifier aucune personne afin d’améliorer la fiabilité et les performances de la Plateforme.',
          'Nous n’utilisons pas les données personnelles à des fins publicitaires, nous ne vendons pas de données personnelles et nous ne prenons aucune décision fondée exclusivement sur un traitement automatisé produisant des effets juridiques vous concernant ou vous affectant de manière significative de façon similaire.',
        ],
      },
      {
        title: '4. Bases juridiques et consentement',
        content: [
          'Nous ne traitons des données personnelles que lorsque nous disposons d’une base juridique pour le faire. Selon les circonstances et la loi qui vous est applicable, ces bases sont : l’exécution du contrat conclu avec votre organisation ou votre distributeur et les mesures nécessaires pour fournir le compte demandé pour vous ; les intérêts légitimes de votre organisation, de votre distributeur et de nous-mêmes à maintenir les DAE prêts à l’emploi, à gérer leur maintenance et à sécuriser la Plateforme, que nous mettons toujours en balance avec vos droits et intérêts ; le respect d’obligations légales ; et votre consentement.',
          'La page de connexion de la Plateforme vous demande de consentir à la collecte et au traitement de vos données personnelles tels que décrits dans la présente politique. Ce consentement est nécessaire pour se connecter, car la Plateforme ne peut pas fonctionner sans les données de compte, de contact et de journalisation décrites ci-dessus.',
          'Vous pouvez retirer votre consentement à tout moment en nous contactant ou en contactant l’administrateur de votre organisation. Le retrait ne remet pas en cause la licéité du traitement effectué auparavant, et nous pouvons poursuivre le traitement lorsqu’une autre base juridique s’applique, par exemple une obligation légale de conserver certains enregistrements. La Plateforme ne pouvant pas être utilisée sans les traitements décrits dans la présente politique, le retrait du consentement entraîne normalement la désactivation de votre compte.',
          'Lorsque la loi qui vous est applicable, telle que la loi de Taïwan sur la protection des données personnelles (Personal Data Protection Act), impose de vous fournir des informations spécifiques lors de la collecte de vos données personnelles, la présente politique constitue cette information.',
        ],
      },
      {
        title: '5. Rôles des distributeurs, des organisations et de nous-mêmes',
        content: [
          'Les organisations clientes et les distributeurs décident quels utilisateurs sont enregistrés, quels appareils sont connectés et quelles informations sont enregistrées à leur sujet. Pour les données personnelles de leurs utilisateurs et de leurs personnes de contact, ils agissent en principe en qualité de responsable du traitement, et nous traitons ces données pour leur compte et selon leurs instructions.',
          'Nous agissons en qualité de responsable du traitement indépendant pour les données que nous traitons pour nos propres finalités, notamment les journaux de connexion et les enregistrements de sécurité, la gestion des contrats et de la facturation, ainsi que l’exploitation et l’amélioration de la Plateforme.',
          'Si votre compte a été créé par votre organisation ou par un distributeur, nous vous recommandons de lire également leur politique de confidentialité. Vous pouvez adresser vos demandes concernant vos données à eux ou à nous, et nous coopérerons avec eux pour vous répondre.',
        ],
      },
      {
        title: '6. Partage et communication des données',
        content: [
          'Avec votre organisation : les données personnelles de votre compte, les ordres de travail que vous traitez et les appareils dont vous êtes responsable sont visibles par les administrateurs et les utilisateurs autorisés de votre organisation, dans la limite des autorisations et des périmètres de données qui leur ont été attribués. Les administrateurs de votre organisation peuvent consulter, modifier, exporter, suspendre et supprimer les comptes et les contenus de leurs utilisateurs.',
          'Avec le distributeur responsable : lorsque les DAE d’une organisation cliente sont entretenus par un distributeur, les données des appareils, les ordres de travail et les coordonnées nécessaires à la maintenance sont partagés entre l’organisation et ce distributeur.',
          'Avec nos sous-traitants : nous faisons appel à des prestataires qui traitent des données personnelles pour notre compte, en particulier le fournisseur d’hébergement cloud qui héberge les serveurs, les bases de données et le stockage de fichiers de la Plateforme, ainsi que les prestataires qui acheminent nos courriers électroniques et SMS. Ils ne peuvent traiter les données que conformément à nos instructions écrites, sont tenus à la confidentialité et doivent appliquer des mesures de sécurité appropriées.',
          'Pour des raisons juridiques : nous pouvons communiquer des données personnelles lorsque la loi, une décision de justice ou une demande contraignante d’une autorité compétente l’exige, ou lorsque cela est nécessaire pour protéger les intérêts vitaux d’une personne, la sécurité de la Plateforme ou nos droits dans le cadre d’une procédure judiciaire.',
          'En cas de transfert d’activité : si nous sommes concernés par une fusion, une acquisition ou la cession de tout ou partie de notre activité, les données personnelles peuvent être transférées au successeur, qui restera lié par la présente politique ou vous informera de toute modification.',
          'Nous ne vendons pas de données personnelles et ne les communiquons pas à des tiers à des fins de prospection commerciale.',
        ],
      },
      {
        title: '7. Lieu de stockage et transferts internationaux',
        content: [
          'La Plateforme est hébergée sur l’infrastructure d’un fournisseur d’hébergement cloud. Les données personnelles peuvent donc être stockées ou traitées dans des centres de données situés en dehors du pays ou de la région où vous-même ou votre organisation êtes établis.',
          'Lorsque des données personnelles sont transférées hors des frontières, nous prenons les mesures exigées par la loi applicable, telles que des engagements contractuels avec notre hébergeur garantissant un niveau de protection adéquat, et nous respectons toute restriction aux transferts internationaux imposée par les autorités compétentes.',
        ],
      },
      {
        title: '8. Durée de conservation',
        content: [
          'Nous ne conservons les données personnelles que pendant la durée nécessaire aux finalités décrites dans la présente politique, puis nous les supprimons ou les anonymisons.',
          'Les données de compte et de contact sont conservées tant que votre compte est actif. Après la suppression de votre compte par votre organisation ou par nous, elles sont supprimées ou anonymisées, sauf si nous devons les conserver plus longtemps pour respecter une obligation légale ou pour constater, exercer ou défendre des droits en justice.',
          'Les données des appareils, les ordres de travail et les rapports de maintenance sont conservés pendant la durée de la licence de l’organisation cliente ou du distributeur, car l’historique de maintenance d’un DAE est nécessaire pour démontrer qu’il a été maintenu prêt à l’emploi. À la fin de la licence, ces contenus peuvent être exportés pendant 30 jours, puis ils sont supprimés, comme décrit dans les conditions d’utilisation.',
          'Les journaux de connexion et d’opérations sont conservés pendant la durée nécessaire à la sécurité, à l’audit et aux enquêtes sur les incidents, puis ils sont supprimés ou anonymisés.',
          'Les sauvegardes sont remplacées selon un cycle de rotation. Des données supprimées peuvent subsister dans les sauvegardes pendant une durée limitée, jusqu’à leur remplacement ; pendant cette période, elles sont isolées et ne sont utilisées à aucune autre fin.',
        ],
      },
      {
        title: '9. Mesures de sécurité',
        content: [
          'Nous mettons en œuvre des mesures techniques et organisationnelles adaptées aux risques, notamment : le chiffrement des données en transit au moyen du protocole HTTPS et d’en-têtes de sécurité ; le stockage des mots de passe par hachage à sens unique ; un contrôle d’accès fondé sur les rôles et des périmètres de données limitant chaque utilisateur aux organisations, services et appareils dont il est responsable ; la vérification par captcha, le verrouillage temporaire des comptes après des échecs de connexion répétés, l’expiration des sessions inactives et des règles d’expiration des mots de passe ; la journalisation et la surveillance des connexions et des opérations importantes ; des sauvegardes régulières ; et la limitation de l’accès de notre personnel aux seules personnes qui en ont besoin, soumises à une obligation de confidentialité.',
          'Nous réexaminons régulièrement ces mesures au regard de l’évolution des techniques et du caractère critique, pour la sécurité des personnes, des données traitées sur la Plateforme.',
          'Aucun système n’est totalement sûr. Il vous appartient de garder votre mot de passe confidentiel, de choisir un mot de passe robuste, de vous déconnecter sur les ordinateurs partagés et d’informer immédiatement votre administrateur ou nous-mêmes si vous soupçonnez que votre compte a été compromis.',
        ],
      },
      {
        title: '10. Cookies',
        content: [
          'La Plateforme utilise un petit nombre de cookies nécessaires à son fonctionnement ou mémorisant vos préférences. Nous n’utilisons ni cookies publicitaires ni cookies de suivi tiers.',
          'Jeton de session : un cookie contenant le jeton d’authentification de votre session, qui vous maintient connecté. Il est supprimé lorsque vous vous déconnectez, lorsque vous fermez votre navigateur ou lorsque la session expire.',
          'Préférence de langue : un cookie qui mémorise la langue d’interface que vous avez choisie. Il est conservé pendant 30 jours.',
          'Taille de l’interface : un cookie qui mémorise la taille d’affichage que vous avez choisie pour l’interface, ainsi que des préférences de présentation similaires, par exemple l’état déplié ou replié du menu latéral.',
          'Vous pouvez bloquer ou supprimer les cookies dans les paramètres de votre navigateur. Le cookie de jeton de session étant strictement nécessaire, la Plateforme ne peut pas être utilisée s’il est bloqué. Si vous supprimez les cookies de préférences, les paramètres par défaut sont appliqués.',
        ],
      },
      {
        title: '11. Vos droits',
        content: [
          'Sous réserve des conditions et exceptions prévues par la loi applicable, vous disposez d’un droit d’accès (obtenir la confirmation que nous traitons ou non vos données personnelles et en obtenir une copie), d’un droit de rectification (faire corriger des données inexactes ou incomplètes ; de nombreuses informations peuvent être modifiées directement dans votre profil), d’un droit à l’effacement (faire supprimer vos données lorsqu’elles ne sont plus nécessaires, lorsque vous retirez votre consentement ou lorsqu’elles ont été traitées de manière illicite) et d’un droit d’opposition (vous opposer aux traitements fondés sur l’intérêt légitime et nous demander de cesser ou de limiter le traitement). Lorsque la loi applicable le prévoit, vous pouvez également demander une copie de vos données dans un format portable.',
          'Pour exercer vos droits, contactez l’administrateur de votre organisation ou contactez-nous comme indiqué dans la section Contact. Nous vérifierons votre identité avant de donner suite à une demande et répondrons dans le délai prévu par la loi applicable. Lorsque votre organisation est responsable du traitement, nous lui transmettrons votre demande et l’aiderons à y répondre.',
          'Certaines demandes peuvent être limitées : par exemple, nous pouvons devoir conserver des rapports de maintenance que votre organisation est légalement tenue de conserver, ou des journaux nécessaires à la sécurité. Si nous ne pouvons pas donner entièrement suite à une demande, nous vous en expliquerons les raisons.',
          'Vous avez également le droit d’introduire une réclamation auprès de l’autorité de protection des données compétente.',
        ],
      },
      {
        title: '12. Notification des violations de données personnelles',
        content: [
          'Une violation de données personnelles est une violation de la sécurité entraînant, de manière accidentelle ou illicite, la destruction, la perte, l’altération, la divulgation non autorisée de données personnelles ou l’accès non autorisé à de telles données. Si nous avons connaissance d’une violation, nous agissons rapidement pour la contenir, en évaluer les risques et en atténuer les effets.',
          'Nous notifierons les organisations clientes et les distributeurs concernés ainsi que, lorsque la loi l’exige, l’autorité compétente, dans les meilleurs délais et, si possible, dans un délai de 72 heures après en avoir pris connaissance. Lorsque la violation est susceptible d’engendrer un risque élevé pour les droits et libertés des personnes, ou lorsque la loi l’exige par ailleurs, nous informerons également les utilisateurs concernés par courrier électronique, par un message dans la Plateforme ou par tout autre moyen approprié.',
          'La notification décrit la nature de la violation, les catégories et le nombre approximatif de personnes et d’enregistrements concernés, ses conséquences probables, les mesures prises ou envisagées pour y remédier, ainsi qu’un point de contact auprès duquel obtenir des informations complémentaires. Lorsque toutes les informations ne sont pas disponibles en même temps, elles sont communiquées de manière échelonnée sans autre retard indu.',
        ],
      },
      {
        title: '13. Enfants',
        content: [
          'La Plateforme est destinée à un usage professionnel par les distributeurs, les organisations et leur personnel. Elle ne s’adresse pas aux enfants, et nous ne collectons pas sciemment de données personnelles concernant des mineurs ni ne créons de comptes pour eux.',
          'Si nous apprenons que des données personnelles d’un enfant ont été collectées sans le consentement d’un parent ou d’un tuteur alors que ce consentement était requis, nous les supprimerons dans les plus brefs délais. Un parent ou un tuteur qui pense que tel est le cas peut nous contacter.',
        ],
      },
      {
        title: '14. Modifications de la présente politique',
        content: [
          'Nous pouvons mettre à jour la présente politique pour tenir compte de l’évolution de la Plateforme, de nos pratiques ou de la loi. La date de la dernière mise à jour figure en haut de la présente politique.',
          'En cas de modification importante, nous vous en informerons à l’avance par l’intermédiaire de la Plateforme ou par courrier électronique et, lorsque la loi l’exige, nous vous demanderons à nouveau votre consentement lors de votre connexion. La version précédente reste disponible sur demande.',
        ],
      },
      {
        title: '15. Contact',
        content: [
          'Pour toute question concernant la présente politique, pour exercer vos droits ou pour signaler un problème de sécurité, veuillez nous contacter au moyen des coordonnées publiées sur la Plateforme ou figurant dans votre contrat, ou par l’intermédiaire de votre distributeur ou de l’administrateur de votre organisation, qui nous transmettra votre demande.',
          'Afin de nous permettre de vous répondre, veuillez indiquer votre nom de compte et votre organisation et décrire votre demande. Ne nous envoyez jamais votre mot de passe.',
        ],
      },
    ],
    footer:
      'En vous connectant à la Plateforme et en acceptant la demande de consentement figurant sur la page de connexion, vous reconnaissez avoir lu et compris la présente politique de confidentialité.',
  },
  terms: {
    title: 'Conditions d’utilisation',
    header:
      'Les présentes conditions d’utilisation (les « Conditions ») régissent l’accès à la plateforme cloud de maintenance des DAE (la « Plateforme ») et son utilisation. La Plateforme est un service cloud de surveillance et de maintenance des défibrillateurs automatisés externes (DAE) utilisé par des distributeurs (également appelés agents) et leurs organisations clientes. Les Conditions constituent un contrat qui vous lie à l’exploitant de la Plateforme (« nous »). Si vous utilisez la Plateforme pour le compte d’une organisation, vous confirmez être habilité à accepter les Conditions en son nom. Si vous n’acceptez pas les Conditions, n’utilisez pas la Plateforme.',
    updated: 'Date d’entrée en vigueur : 13 janvier 2023',
    sublist: [
      {
        title: '1. Dispositions générales',
        content: [
          'Les présentes Conditions s’appliquent à tout utilisateur de la Plateforme. Dans les Conditions, « Distributeur » désigne une société habilitée à vendre, installer ou entretenir des DAE qui utilise la Plateforme pour gérer des appareils et des clients ; « Organisation » désigne une organisation cliente, telle qu’une entreprise, un établissement scolaire, un organisme public ou une association, qui possède ou exploite des DAE et utilise la Plateforme directement ou par l’intermédiaire d’un Distributeur ; « Contenu » désigne les données, textes, images, fichiers et autres éléments soumis à la Plateforme par vous ou pour votre compte, y compris les données des appareils, les ordres de travail et les rapports de maintenance ; et « Licence » désigne le droit d’utiliser la Plateforme dans le cadre d’un abonnement payant, d’une commande ou d’une offre gratuite.',
          'Lorsqu’un contrat ou une commande distincts ont été conclus entre nous et un Distributeur ou une Organisation, leurs stipulations prévalent sur les présentes Conditions en cas de contradiction, dans la mesure de cette contradiction. La politique de confidentialité décrit la manière dont nous traitons les données personnelles et fait partie intégrante des Conditions.',
          'Les présentes Conditions, ainsi que tout litige ou toute réclamation découlant des Conditions ou de la Plateforme ou s’y rapportant, sont régis par le droit de Taïwan, à l’exclusion de ses règles de conflit de lois.',
          'Si une stipulation des Conditions est jugée nulle ou inapplicable, les autres stipulations restent pleinement en vigueur. Le fait de ne pas faire appliquer une stipulation ne vaut pas renonciation à celle-ci. Vous ne pouvez pas céder ni transférer les Conditions sans notre accord écrit préalable ; nous pouvons les céder à une société affiliée ou à un successeur de notre activité.',
        ],
      },
      {
        title: '2. Utilisateurs individuels et utilisateurs professionnels',
        content: [
          'Utilisateurs individuels : si vous vous inscrivez vous-même sur la Plateforme, avec une adresse électronique personnelle et non pour le compte d’une organisation, vous êtes un utilisateur individuel. Vous êtes titulaire de votre offre personnelle et en êtes responsable, y compris de son Contenu, des appareils qui y sont enregistrés et du paiement des éventuels frais applicables.',
          'Utilisateurs professionnels : si votre compte a été créé pour vous par une organisation, telle que votre employeur, un Distributeur ou une Organisation, ou si vous vous êtes inscrit avec une adresse électronique appartenant à une telle organisation, vous êtes un utilisateur professionnel. Vos droits d’utilisation de la Plateforme vous sont accordés par cette organisation et non directement par nous. L’organisation peut accéder à votre compte et à son Contenu, les surveiller, les contrôler, les modifier, les suspendre, les transférer ou les supprimer, modifier vos rôles et autorisations et appliquer ses propres règles d’utilisation. Nous ne sommes pas responsables des actions de l’organisation concernant votre compte. Si vous quittez l’organisation ou si sa Licence prend fin, votre accès peut prendre fin.',
          'Vous devez avoir la capacité juridique de conclure un contrat et utiliser la Plateforme à des fins professionnelles.',
        ],
      },
      {
        title: '3. Comptes et sécurité',
        content: [
          'Vous devez fournir des informations exactes et complètes et les tenir à jour. Vous devez garder vos identifiants de connexion confidentiels, ne partager votre compte avec personne et changer votre mot de passe lorsque la Plateforme l’exige, en particulier pour un mot de passe initial, temporaire ou expiré.',
          'Vous devez informer immédiatement votre administrateur ou nous-mêmes de toute utilisation non autorisée de votre compte ou de tout autre incident de sécurité. Vous êtes responsable de toutes les activités effectuées au moyen de votre compte jusqu’à cette notification.',
          'Nous pouvons exiger une vérification supplémentaire, verrouiller temporairement un compte après des échecs de connexion répétés, mettre fin aux sessions inactives et prendre d’autres mesures pour protéger les comptes et la Plateforme.',
        ],
      },
      {
        title: '4. Distributeurs et Organisations',
        content: [
          'Les Distributeurs sont responsables des Organisations, des utilisateurs et des appareils qu’ils créent et gèrent dans la Plateforme, de l’obtention de tout consentement requis de la part de leurs clients et utilisateurs, ainsi que de l’exactitude des données d’appareils et de maintenance qu’ils saisissent.',
          'Les Organisations sont responsables de l’attribution de rôles et d’autorisations appropriés à leurs utilisateurs, de la suppression rapide des accès lorsqu’un utilisateur quitte l’organisation, et de la disponibilité et de la formation adéquate des personnes désignées pour traiter les alarmes et les ordres de travail.',
          'La relation entre un Distributeur et une Organisation, y compris la vente, l’installation, l’inspection et la maintenance des DAE, est régie par leurs propres contrats. Nous ne sommes pas partie à ces contrats et ne sommes pas responsables de l’exécution des prestations fournies en vertu de ceux-ci.',
        ],
      },
      {
        title: '5. Utilisation acceptable',
        content: [
          'Vous ne devez pas altérer, falsifier ou, sans autorisation, supprimer ou modifier les données critiques pour la sécurité des appareils, telles que l’état de l’appareil, les résultats des autotests, les dates de péremption des batteries et des électrodes, la localisation, les alarmes ou les rapports de maintenance, et vous ne devez pas supprimer, retarder ou désactiver les alarmes et les notifications.',
          'Vous ne devez pas enregistrer une inspection ou un ordre de travail comme terminé lorsque le travail n’a pas réellement été effectué, ni saisir des informations que vous savez fausses ou trompeuses.',
          'Vous ne devez pas tenter d’accéder à des comptes, Organisations, appareils ou données pour lesquels vous n’êtes pas autorisé ; contourner les autorisations, les périmètres de données, les limites de débit ou d’autres mesures de sécurité ; sonder, analyser ou tester la vulnérabilité de la Plateforme sans notre autorisation écrite ; introduire des logiciels malveillants ; ni surcharger ou perturber la Plateforme ou les réseaux qui y sont connectés.',
          'Vous ne devez pas copier, modifier, désassembler ou décompiler la Plateforme, sauf dans la mesure permise par la loi ; revendre, sous-licencier ou mettre la Plateforme à la disposition de tiers, sauf autorisation expresse ; accéder à la Plateforme par des moyens automatisés autres que les interfaces que nous documentons ; ni utiliser la Plateforme pour enfreindre la loi, porter atteinte aux droits d’autrui ou envoyer des messages non sollicités.',
          'Nous pouvons enquêter sur les violations présumées, retirer du Contenu, suspendre l’accès et informer les autorités compétentes. Lorsqu’une violation est susceptible d’affecter la disponibilité d’un DAE, nous pouvons agir immédiatement sans préavis et en informer l’Organisation ou le Distributeur responsable de l’appareil.',
        ],
      },
      {
        title: '6. Avertissement de sécurité : aucune substitution aux autotests des appareils ni aux services d’urgence',
        content: [
          'La Plateforme est un outil de gestion de la maintenance. Ce n’est pas un dispositif médical ; elle ne pose aucun diagnostic, ne traite aucune affection et ne commande pas les fonctions thérapeutiques d’un DAE.',
          'La Plateforme ne remplace pas les autotests effectués par le DAE lui-même, les voyants d’état de l’appareil, ni les inspections et la maintenance exigées par les instructions du fabricant et par la réglementation applicable. Suivez toujours les instructions du fabricant et vérifiez les indicateurs de disponibilité de l’appareil lui-même.',
          'La Plateforme ne remplace pas les services d’urgence. En cas d’urgence médicale, appelez immédiatement le numéro d’urgence local. Ne comptez pas sur la Plateforme pour appeler les secours, localiser un DAE pendant une urgence ou alerter des sauveteurs.',
          'Les données de télémétrie peuvent être retardées, incomplètes ou inexactes en raison de pannes de réseau, de défaillances des appareils ou des passerelles ou d’erreurs de saisie. L’absence d’alarme dans la Plateforme ne signifie pas qu’un appareil est prêt à l’emploi. Le propriétaire ou l’exploitant de chaque DAE demeure responsable de sa disponibilité.',
        ],
      },
      {
        title: '7. Votre Contenu',
        content: [
          'Vous-même, ou l’organisation pour le compte de laquelle vous agissez, conservez tous les droits sur votre Contenu. Vous nous accordez une licence mondiale, non exclusive et gratuite d’hébergement, de stockage, de reproduction, de traitement, de transmission et d’affichage de votre Contenu, uniquement dans la mesure nécessaire pour fournir, sécuriser et assister la Plateforme et pour respecter la loi.',
          'Vous déclarez disposer de tous les droits et consentements nécessaires concernant votre Contenu, y compris les données personnelles des utilisateurs et des personnes de contact, et que votre Contenu et son utilisation dans la Plateforme ne violent aucune loi ni aucun droit de tiers.',
          'Nous pouvons produire des données agrégées et désidentifiées relatives à l’utilisation de la Plateforme et au fonctionnement des appareils afin d’exploiter et d’améliorer la Plateforme, à condition que ces données ne permettent d’identifier ni vous, ni votre organisation, ni aucune personne.',
        ],
      },
      {
        title: '8. Licences et frais',
        content: [
          'Les Licences payantes sont accordées pour la durée, le nombre d’appareils et d’utilisateurs et les fonctionnalités prévus dans l’abonnement ou la commande applicable. Les frais sont payables comme indiqué dans cet abonnement ou cette commande, hors taxes, et ne sont pas remboursables, sauf stipulation contraire des présentes Conditions ou disposition légale contraire.',
          'Les offres gratuites peuvent être limitées en fonctionnalités, en capacité et en assistance. Nous pouvons modifier ou interrompre une offre gratuite moyennant un préavis raisonnable.',
          'Si des frais restent impayés après leur échéance et après une relance, nous pouvons suspendre la Licence concernée jusqu’à réception du paiement.',
        ],
      },
      {
        title: '9. Comptes gratuits inactifs',
        content: [
          'Si un compte gratuit n’a pas été utilisé pendant une longue période, nous pouvons le fermer et supprimer son Contenu. Auparavant, nous tenterons d’en informer le titulaire du compte par courrier électronique à l’adresse enregistrée pour le compte ou par l’intermédiaire de la Plateforme, et lui laisserons une possibilité raisonnable de se reconnecter ou d’exporter le Contenu.',
          'Si la notification ne peut pas être remise, par exemple parce que l’adresse électronique enregistrée n’est plus valide, nous pouvons néanmoins fermer le compte après notre tentative de notification. Les comptes couverts par une Licence payante ne sont pas fermés pour cause d’inactivité pendant la durée de cette Licence.',
        ],
      },
      {
        title: '10. Audit',
        content: [
          'Pendant la durée d’une Licence payante, nous pouvons, moyennant un préavis écrit d’au moins 7 jours, auditer votre utilisation de la Plateforme afin de vérifier le respect des présentes Conditions et de l’abonnement ou de la commande applicable, y compris le nombre d’appareils, d’utilisateurs et d’Organisations pour lesquels des frais sont dus.',
          'Vous devez coopérer à l’audit et fournir les documents que nous demandons raisonnablement dans un délai de 30 jours à compter de notre demande. L’audit est réalisé par nous ou par un auditeur indépendant tenu à la confidentialité, de manière à ne pas perturber de façon déraisonnable votre activité.',
          'Si l’audit révèle une insuffisance de paiement, vous devez payer sans délai les frais dus. Si l’insuffisance de paiement dépasse 5 pour cent des frais dus pour la période auditée, vous devez également rembourser les frais raisonnables de l’audit.',
        ],
      },
      {
        title: '11. Durée, résiliation et export du Contenu',
        content: [
          'Les présentes Conditions s’appliquent à compter de votre première utilisation de la Plateforme jusqu’à la fermeture de votre compte et la fin de votre Licence.',
          'Chaque partie peut résilier une Licence ou un compte moyennant un préavis écrit de 30 jours adressé à l’autre partie. Si nous résilions ainsi une Licence payante sans manquement de votre part, nous vous rembourserons les frais payés d’avance pour la période restant à courir.',
          'Nous pouvons suspendre ou résilier votre accès avec effet immédiat si vous manquez gravement aux présentes Conditions, en particulier aux règles d’utilisation acceptable, si la loi l’exige, ou si votre utilisation présente un risque pour la sécurité de la Plateforme ou pour d’autres utilisateurs.',
          'À la fin d’une Licence, vous-même ou l’administrateur de votre organisation pouvez exporter le Contenu pendant 30 jours au moyen des fonctions d’export de la Plateforme ; pendant cette période, l’accès peut être limité à l’export. À l’issue de ces 30 jours, le Contenu est supprimé de nos systèmes actifs, et des sauvegardes selon leur cycle de rotation normal, sauf si la loi nous impose de le conserver.',
          'Les stipulations qui, par leur nature, doivent survivre à la résiliation, notamment celles relatives au Contenu, aux exclusions de garantie, à la limitation de responsabilité, au règlement des litiges et au droit applicable, survivent à la fin des présentes Conditions.',
        ],
      },
      {
        title: '12. Propriété intellectuelle',
        content: [
          'La Plateforme, y compris ses logiciels, sa conception, sa documentation et ses marques, nous appartient ou appartient à nos concédants et est protégée par le droit de la propriété intellectuelle. À l’exception du droit limité d’utiliser la Plateforme conformément aux présentes Conditions et à votre Licence, aucun droit ne vous est concédé.',
          'Les noms et marques des fabricants de DAE et d’autres tiers affichés dans la Plateforme appartiennent à leurs titulaires respectifs. Si vous nous adressez des commentaires ou des suggestions, nous pouvons les utiliser librement, sans aucune obligation envers vous.',
        ],
      },
      {
        title: '13. Exclusion de garanties',
        content: [
          'Dans toute la mesure permise par la loi, la Plateforme est fournie « en l’état » et « selon disponibilité ». Nous ne garantissons pas que la Plateforme fonctionnera sans interruption ni erreur, ni que les données des appareils, les alarmes et les notifications seront exactes, complètes ou transmises à temps.',
          'Nous pouvons effectuer des opérations de maintenance programmées et nous efforcerons de les annoncer à l’avance. Aucune stipulation des présentes Conditions n’exclut les garanties ou les droits qui ne peuvent être exclus en vertu de la loi applicable.',
        ],
      },
      {
        title: '14. Limitation de responsabilité',
        content: [
          'Dans toute la mesure permise par la loi, nous ne sommes pas responsables des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, ni des pertes de bénéfices, de chiffre d’affaires, de données ou de clientèle, découlant des présentes Conditions ou de la Plateforme ou s’y rapportant.',
          'Notre responsabilité totale découlant des présentes Conditions ou de la Plateforme ou s’y rapportant est limitée au plus élevé des montants suivants : (a) 100 dollars américains (100 USD) ou (b) les frais que vous-même, ou votre organisation au titre de votre compte, nous avez payés au cours des trois mois précédant le fait générateur de la réclamation.',
          'Ces limitations ne s’appliquent pas à la responsabilité qui ne peut être limitée ou exclue en vertu de la loi applicable, y compris la responsabilité en cas de faute intentionnelle ou de faute lourde.',
        ],
      },
      {
        title: '15. Règlement des litiges',
        content: [
          'Avant d’engager toute procédure formelle, la partie qui soulève un litige doit adresser à l’autre partie une notification écrite le décrivant. Les parties s’efforceront de bonne foi de résoudre le litige à l’amiable pendant 30 jours à compter de la réception de cette notification, et aucune d’elles ne peut engager de procédure formelle avant l’expiration de ce délai de 30 jours, sauf pour solliciter des mesures provisoires urgentes.',
          'Si le litige n’est pas résolu dans ce délai, il sera soumis aux tribunaux compétents de Taïwan et tranché conformément au droit de Taïwan.',
          'Dans la mesure permise par la loi, toute réclamation découlant des présentes Conditions ou de la Plateforme ou s’y rapportant doit être introduite dans un délai d’un an à compter de la naissance de son fait générateur ; à défaut, elle est définitivement prescrite.',
        ],
      },
      {
        title: '16. Modification des Conditions et contact',
        content: [
          'Nous pouvons modifier les présentes Conditions pour tenir compte de l’évolution de la Plateforme, de notre activité ou de la loi. Nous publierons les Conditions mises à jour avec une nouvelle date d’entrée en vigueur et, pour les modifications importantes, vous en informerons à l’avance par l’intermédiaire de la Plateforme ou par courrier électronique. Si vous continuez à utiliser la Plateforme après l’entrée en vigueur des modifications, vous acceptez les Conditions mises à jour ; si vous ne les acceptez pas, vous devez cesser d’utiliser la Plateforme et pouvez résilier votre Licence.',
          'Pour toute question concernant les présentes Conditions, veuillez nous contacter au moyen des coordonnées publiées sur la Plateforme ou figurant dans votre abonnement ou votre commande, ou par l’intermédiaire de votre Distributeur ou de l’administrateur de votre organisation. Nous vous adressons les notifications par courrier électronique à l’adresse enregistrée pour votre compte ou par un message dans la Plateforme.',
        ],
      },
    ],
    footer:
      'En vous connectant à la Plateforme ou en l’utilisant, vous reconnaissez avoir lu et compris les présentes conditions d’utilisation et acceptez d’y être lié.',
  },
};

export default content;
