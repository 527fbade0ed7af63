import { ConfigEntity } from './entities/config-entity';
import { GenTableEntity } from './entities/gen-table-entity';
import { UniqueEntity } from './entities/unique-entity';
import { UserEntity } from './entities/user-entity';
import { SessionEntity } from './entities/session-entity';
import { JobEntity } from './entities/job-entity';
import { DictTypeEntity } from './entities/dict-type-entity';
import { DictDataEntity } from './entities/dict-data-entity';
import { PostEntity } from './entities/post-entity';
import { NoticeEntity } from './entities/notice-entity';
import { NoticeContentEntity } from './entities/notice-content-entity';
import { DeptEntity } from './entities/dept-entity';
import { DeptImageEntity } from './entities/dept-image-entity';
import { RoleEntity } from './entities/role-entity';
import { MenuEntity } from './entities/menu-entity';
import { MenuHoldersEntity } from './entities/menu-holders-entity';
import { UserRoleEntity } from './entities/user-role-entity';
import { UserPostEntity } from './entities/user-post-entity';
import { CounterEntity } from './entities/counter-entity';
import { CertificateMarkerEntity } from './entities/certificate-marker-entity';
import { ProductTypeEntity } from './entities/product-type-entity';
import { DeviceModelEntity } from './entities/device-model-entity';
import { MonitorItemEntity } from './entities/monitor-item-entity';
import { RegionEntity } from './entities/region-entity';
import { DeviceEntity } from './entities/device-entity';
import { DeviceTallyEntity } from './entities/device-tally-entity';
import { StockMovementEntity } from './entities/stock-movement-entity';
import { NotifyPersonEntity } from './entities/notify-person-entity';
import { HandlerAssignmentEntity } from './entities/handler-assignment-entity';
import { AccessoryEntity } from './entities/accessory-entity';
import { AccessoryExpiryEntity } from './entities/accessory-expiry-entity';
import { PasswordResetEntity } from './entities/password-reset-entity';
import { UserTallyEntity } from './entities/user-tally-entity';
import { BackgroundTaskEntity } from './entities/background-task-entity';
import { LoginLogEntity, OperLogEntity } from './entities/log-entities';
import { LeaseDueEntity, LeaseReminderEntity, RelocationEntity, SaleEntity } from './entities/sale-entity';
import { UserReferenceEntity } from './entities/user-reference-entity';
import { UploadEntity } from './entities/upload-entity';
import { UploadSweepEntity } from './entities/upload-sweep-entity';
import { LicenceBatchEntity } from './entities/licence-batch-entity';
import { LicenceHoldEntity } from './entities/licence-hold-entity';
import { LicenceEventEntity } from './entities/licence-event-entity';
import { QrBindingEntity, QrCodeEntity } from './entities/qr-code-entity';
import { WorkOrderEntity } from './entities/work-order-entity';
import { TelemetryEntity, TelemetryReceiptEntity } from './entities/telemetry-entity';
import { DeviceReadingEntity } from './entities/device-reading-entity';
import { DeviceMonitorEntity } from './entities/device-monitor-entity';
import { AlarmEntity } from './entities/alarm-entity';
import { AlarmRepeatEntity, NoticeEntryEntity, NoticeWindowEntity } from './entities/alarm-notice-entity';
import { InspectionRecordEntity } from './entities/inspection-record-entity';
import { DeviceStatusEntity, StatusTallyEntity } from './entities/device-status-entity';
import { StatusChangeEntity } from './entities/status-change-entity';
import { WorkOrderLogEntity } from './entities/work-order-log-entity';
import { MaintenanceDueEntity } from './entities/maintenance-due-entity';
import { TrainingDueEntity } from './entities/training-due-entity';
import { WorkOrderDoneEntity } from './entities/work-order-done-entity';
import { InspectionReportEntity } from './entities/inspection-report-entity';
import { InspectionReportLogEntity } from './entities/inspection-report-log-entity';
import { ReportDueEntity } from './entities/report-due-entity';

/**
 * The names transactions give the entities they write, and so the type of a transaction's build callback
 * (access/transactions.ts). Only its type is used at run time: each `writeTransaction` call names the entities it
 * writes (`writeTransaction({ config: ConfigEntity, unique: UniqueEntity }, ({ config, unique }, add) => ...)`), so a
 * Lambda's bundle carries those entity modules and not every entity of the table.
 */
export const TRANSACTION_ENTITIES = {
  config: ConfigEntity,
  genTable: GenTableEntity,
  unique: UniqueEntity,
  user: UserEntity,
  session: SessionEntity,
  job: JobEntity,
  dictType: DictTypeEntity,
  dictData: DictDataEntity,
  post: PostEntity,
  notice: NoticeEntity,
  noticeContent: NoticeContentEntity,
  dept: DeptEntity,
  deptImage: DeptImageEntity,
  role: RoleEntity,
  menu: MenuEntity,
  menuHolders: MenuHoldersEntity,
  userRole: UserRoleEntity,
  userPost: UserPostEntity,
  counter: CounterEntity,
  certificate: CertificateMarkerEntity,
  productType: ProductTypeEntity,
  deviceModel: DeviceModelEntity,
  monitorItem: MonitorItemEntity,
  region: RegionEntity,
  device: DeviceEntity,
  deviceTally: DeviceTallyEntity,
  stockMovement: StockMovementEntity,
  notifyPerson: NotifyPersonEntity,
  handlerAssignment: HandlerAssignmentEntity,
  accessory: AccessoryEntity,
  workOrder: WorkOrderEntity,
  workOrderLog: WorkOrderLogEntity,
  maintenanceDue: MaintenanceDueEntity,
  trainingDue: TrainingDueEntity,
  workOrderDone: WorkOrderDoneEntity,
  inspectionReport: InspectionReportEntity,
  inspectionReportLog: InspectionReportLogEntity,
  reportDue: ReportDueEntity,
  accessoryExpiry: AccessoryExpiryEntity,
  passwordReset: PasswordResetEntity,
  userTally: UserTallyEntity,
  task: BackgroundTaskEntity,
  operLog: OperLogEntity,
  loginLog: LoginLogEntity,
  sale: SaleEntity,
  leaseDue: LeaseDueEntity,
  leaseReminder: LeaseReminderEntity,
  relocation: RelocationEntity,
  userReference: UserReferenceEntity,
  upload: UploadEntity,
  uploadSweep: UploadSweepEntity,
  licenceBatch: LicenceBatchEntity,
  licenceHold: LicenceHoldEntity,
  licenceEvent: LicenceEventEntity,
  qrCode: QrCodeEntity,
  qrBinding: QrBindingEntity,
  telemetry: TelemetryEntity,
  telemetryReceipt: TelemetryReceiptEntity,
  deviceReading: DeviceReadingEntity,
  deviceMonitor: DeviceMonitorEntity,
  alarm: AlarmEntity,
  alarmRepeat: AlarmRepeatEntity,
  noticeWindow: NoticeWindowEntity,
  noticeEntry: NoticeEntryEntity,
  inspectionRecord: InspectionRecordEntity,
  deviceStatus: DeviceStatusEntity,
  statusTally: StatusTallyEntity,
  statusChange: StatusChangeEntity,
};

export type TransactionEntityName = keyof typeof TRANSACTION_ENTITIES;
