/**
 * The add-device body of an enabled device sold to a customer organization, as the bench and the browser tests make
 * their reporting devices through the API (`DeviceAdd`): only what tells devices apart is given.
 */
export interface SoldDeviceFields {
  equipmentCode: string;
  equipmentName: string;
  serialNumber: string;
  modelId: number;
  deptId: number;
  monitorItemIds: number[];
}

export function soldDeviceBody(fields: SoldDeviceFields) {
  return {
    ...fields,
    iotCode: '',
    status: '0',
    saleStatus: '2',
    purchaseDate: '2025-01-10',
    productionDate: '2025-01-01',
    outboundDate: '2025-03-01',
    warrantyDate: '2029-01-01',
    reservedInstallDate: '2025-02-01',
    adultShock: { upper: 200, lower: 150, expected: 170, deviation: 15 },
    childShock: { upper: 85, lower: 50, expected: 70, deviation: 15 },
    batteryVoltages: [12],
    chargeTimeSeconds: 8,
    remark: '',
  };
}
