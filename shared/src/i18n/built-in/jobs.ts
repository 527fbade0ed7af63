import { entryOf, text, type BuiltInText } from './text';

/** Built-in jobs, by the registered job they run: name (at most 64 characters) and remark (the job's description). */
export const BUILT_IN_JOB_TEXTS = {
  cleanExpiredSessions: {
    name: text('Clean expired sessions', 'Nettoyer les sessions expirées', '清理过期会话', '清理過期工作階段'),
    remark: text('Remove sessions past their idle expiry', "Supprime les sessions dont le délai d'inactivité est dépassé", '删除已超过空闲期限的会话', '刪除已超過閒置期限的工作階段'),
  },
  cleanExpiredCaptchas: {
    name: text('Clean expired captchas', 'Nettoyer les captchas expirés', '清理过期验证码', '清理過期驗證碼'),
    remark: text('Remove captchas past their expiry', 'Supprime les captchas expirés', '删除已过期的验证码', '刪除已過期的驗證碼'),
  },
  certificateValidityCheck: {
    name: text('Certificate validity check', 'Contrôle de validité des certificats', '证书有效期检查', '證書有效期檢查'),
    remark: text(
      'Message users whose certificate is expiring (params: days ahead, default 30) or overdue',
      "Prévient les utilisateurs dont le certificat expire bientôt (paramètre : jours d'avance, 30 par défaut) ou a expiré",
      '提醒证书即将到期（参数：提前天数，默认 30）或已过期的用户',
      '提醒證書即將到期（參數：提前天數，預設 30）或已過期的使用者',
    ),
  },
  uploadSweep: {
    name: text('Upload sweep', 'Nettoyage des fichiers envoyés', '上传文件清理', '上傳檔案清理'),
    remark: text(
      'Delete the files of uploads that expired without being saved with a record',
      "Supprime les fichiers des envois expirés sans avoir été enregistrés avec une fiche",
      '删除已过期且未随记录保存的上传文件',
      '刪除已過期且未隨紀錄儲存的上傳檔案',
    ),
  },
  maintenancePlan: {
    name: text('Maintenance plan', 'Plan de maintenance', '维护计划', '維護計畫'),
    remark: text(
      'Create a maintenance order ahead of each device next maintenance date (params: days ahead, default 14)',
      "Crée un ordre de maintenance avant la prochaine date de maintenance de chaque appareil (paramètre : jours d'avance, 14 par défaut)",
      '在每台设备的下次维护日期之前创建维护工单（参数：提前天数，默认 14）',
      '在每台設備的下次維護日期之前建立維護工單（參數：提前天數，預設 14）',
    ),
  },
  telemetryWatch: {
    name: text('Telemetry watch', 'Surveillance de la télémétrie', '遥测巡检', '遙測巡檢'),
    remark: text(
      'Turn silent devices yellow then red, raise alarms whose delay passed, clear alarms that did not recur, complete missing alarm notices and orders',
      "Passe au jaune puis au rouge les appareils silencieux, déclenche les alarmes dont le délai est écoulé, lève celles qui ne se sont pas reproduites, complète les avis et ordres d'alarme manquants",
      '将静默设备依次标为黄灯、红灯，触发延迟已到的告警，解除未再出现的告警，补发缺失的告警通知和工单',
      '將靜默設備依次標為黃燈、紅燈，觸發延遲已到的告警，解除未再出現的告警，補發缺漏的告警通知和工單',
    ),
  },
  runningStatusSweep: {
    name: text('Running status sweep', "Balayage de l'état de fonctionnement", '运行状态巡检', '運行狀態巡檢'),
    remark: text(
      'Refresh the running status of devices whose maintenance or consumable dates turned due or expired, and give a status to devices that have none',
      "Met à jour l'état de fonctionnement des appareils dont la maintenance ou les consommables arrivent à échéance ou ont expiré, et donne un état aux appareils qui n'en ont pas",
      '刷新维护或耗材日期已临近或已过期的设备的运行状态，并为尚无状态的设备生成状态',
      '刷新維護或耗材日期已臨近或已過期的設備的運行狀態，並為尚無狀態的設備產生狀態',
    ),
  },
  reportMailing: {
    name: text('Report mailing', 'Envoi des rapports', '报告邮件发送', '報告郵件寄送'),
    remark: text(
      'Make the automatic inspection reports still due, and mail approved reports to each organization report email list whose interval days have passed',
      "Crée les rapports d'inspection automatiques encore en attente et envoie les rapports approuvés à la liste d'adresses de chaque organisation dont l'intervalle en jours est écoulé",
      '生成仍待生成的自动巡检报告，并将已审核通过的报告发送到间隔天数已到的各组织报告邮箱列表',
      '產生仍待產生的自動巡檢報告，並將已審核通過的報告寄送到間隔天數已到的各組織報告郵箱清單',
    ),
  },
  leaseExpiryCheck: {
    name: text('Lease expiry check', 'Contrôle des fins de location', '租约到期检查', '租約到期檢查'),
    remark: text(
      'Expire leases past their rent due date and remind their people before (params: days ahead, default 30,7,1)',
      "Fait expirer les locations dont l'échéance est passée et prévient leurs contacts avant (paramètre : jours d'avance, 30,7,1 par défaut)",
      '将超过租金到期日的租约置为到期，并提前提醒相关人员（参数：提前天数，默认 30,7,1）',
      '將超過租金到期日的租約設為到期，並提前提醒相關人員（參數：提前天數，預設 30,7,1）',
    ),
  },
  resumeBackgroundTasks: {
    name: text('Resume background tasks', "Reprendre les tâches d'arrière-plan", '恢复后台任务', '恢復背景任務'),
    remark: text(
      'Continue background tasks (log cleans) whose worker stopped',
      "Poursuit les tâches d'arrière-plan (nettoyages de journaux) dont le traitement s'est arrêté",
      '继续执行已中断的后台任务（日志清理）',
      '繼續執行已中斷的背景任務（日誌清理）',
    ),
  },
  licenceExpiryCheck: {
    name: text('Licence expiry check', 'Contrôle d’expiration des licences', '许可证到期检查', '授權到期檢查'),
    remark: text(
      'Message the administrators of organizations whose licences expire within 30 days (once per batch at 30 and 7 days) and record expired batches',
      'Prévient les administrateurs des organisations dont des licences expirent sous 30 jours (une fois par lot à 30 et 7 jours) et enregistre les lots expirés',
      '提醒许可证将在 30 天内到期的组织的管理员（每批在 30 天和 7 天时各一次），并记录已过期的批次',
      '提醒授權將在 30 天內到期的組織的管理員（每批在 30 天和 7 天時各一次），並記錄已過期的批次',
    ),
  },
} as const satisfies Record<string, { name: BuiltInText; remark: BuiltInText }>;

/** The built-in texts of a job: only the system group's jobs (seeded, one per registered job) have them. */
export const builtInJobTexts = (job: { jobGroup: string; invokeTarget: string }): { name: BuiltInText; remark: BuiltInText } | undefined =>
  job.jobGroup === 'system' ? entryOf<{ name: BuiltInText; remark: BuiltInText }>(BUILT_IN_JOB_TEXTS, job.invokeTarget) : undefined;
