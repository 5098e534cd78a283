import * as z from 'zod';

const codeNamed = z.object({ id: z.number().int(), codeName: z.string() });

export const chargeTypesResponseSchema = z.object({ chargeTypes: z.array(codeNamed) }).meta({ id: 'ChargeTypes' });
export const imageTypesResponseSchema = z.object({ imageTypes: z.array(codeNamed) }).meta({ id: 'ImageTypes' });
