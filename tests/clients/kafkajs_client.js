// kafkajs driver for the cross-client matrix (tests/clients/test_matrix.py).
//
// Usage: node kafkajs_client.js COMMAND '<json options>'
//        node kafkajs_client.js produce < options.json   (messages are too long for argv)
//
//   produce    options {brokers, topic, codec: "none"|"gzip", messages: [[keyB64, valueB64], ...]}
//              Partitions are chosen with kafkajs's default (Java-compatible murmur2) partitioner
//              and set on each message, so each acknowledged message's offset is known:
//              prints {"delivered": [[partition, offset], ...]} in message order.
//   consume    options {brokers, topic, groupId, clientId}
//              Joins the group and prints one JSON line per event:
//              {"assigned": [partitions]} after each join, {"record": [p, offset, keyB64, valueB64]}
//              per message. Stops when stdin closes: disconnects (commits, leaves the group) and
//              prints {"stopped": true}.
//   committed  options {brokers, topic, groupId} -> {"committed": {partition: offset}}
//
// Everything kafkajs logs goes to stderr; stdout carries only the JSON lines above.
'use strict'

const { Kafka, CompressionTypes, Partitioners, logLevel } = require('kafkajs')

const CODECS = { none: CompressionTypes.None, gzip: CompressionTypes.GZIP }

function client (options) {
  return new Kafka({
    clientId: options.clientId || 'kafkajs-matrix',
    brokers: options.brokers,
    connectionTimeout: 3000,
    requestTimeout: 15000,
    retry: { initialRetryTime: 100, retries: 8 },
    logLevel: logLevel.WARN,
    logCreator: () => ({ level, log }) => {
      process.stderr.write(`kafkajs ${level} ${log.message} ${JSON.stringify(log)}\n`)
    }
  })
}

function emit (object) {
  process.stdout.write(JSON.stringify(object) + '\n')
}

async function produce (options) {
  const kafka = client(options)
  const admin = kafka.admin()
  await admin.connect()
  const metadata = await admin.fetchTopicMetadata({ topics: [options.topic] })
  await admin.disconnect()
  const partitionMetadata = metadata.topics[0].partitions
  const partitioner = Partitioners.DefaultPartitioner()

  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner
  })
  await producer.connect()
  const delivered = []
  const batchSize = 500
  for (let start = 0; start < options.messages.length; start += batchSize) {
    const messages = options.messages.slice(start, start + batchSize).map(([key, value]) => {
      const message = { key: Buffer.from(key, 'base64'), value: Buffer.from(value, 'base64') }
      message.partition = partitioner({ topic: options.topic, partitionMetadata, message })
      return message
    })
    const results = await producer.send({
      topic: options.topic,
      acks: -1,
      compression: CODECS[options.codec],
      messages
    })
    // kafkajs keeps the order of messages within a partition: offset = base + index there.
    const next = {}
    for (const result of results) next[result.partition] = BigInt(result.baseOffset)
    for (const message of messages) {
      delivered.push([message.partition, Number(next[message.partition])])
      next[message.partition] += 1n
    }
  }
  await producer.disconnect()
  emit({ delivered })
}

async function consume (options) {
  const kafka = client(options)
  const consumer = kafka.consumer({
    groupId: options.groupId,
    sessionTimeout: 10000,
    rebalanceTimeout: 10000,
    heartbeatInterval: 300,
    maxWaitTimeInMs: 200,
    retry: { initialRetryTime: 100, retries: 8 }
  })
  consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
    emit({ assigned: payload.memberAssignment[options.topic] || [] })
  })
  consumer.on(consumer.events.CRASH, ({ payload }) => {
    process.stderr.write(`kafkajs consumer crashed: ${payload.error && payload.error.stack}\n`)
  })
  let stopping = null
  const stop = () => {
    if (!stopping) {
      stopping = consumer.disconnect().then(() => { emit({ stopped: true }); process.exit(0) })
    }
    return stopping
  }
  process.stdin.on('end', stop)
  process.stdin.on('close', stop)
  process.stdin.resume()
  await consumer.connect()
  await consumer.subscribe({ topics: [options.topic], fromBeginning: true })
  await consumer.run({
    autoCommit: true,
    autoCommitInterval: 100,
    eachMessage: async ({ partition, message }) => {
      emit({
        record: [
          partition,
          Number(message.offset),
          message.key === null ? null : message.key.toString('base64'),
          message.value === null ? null : message.value.toString('base64')
        ]
      })
    }
  })
}

async function committed (options) {
  const admin = client(options).admin()
  await admin.connect()
  const topics = await admin.fetchOffsets({ groupId: options.groupId, topics: [options.topic] })
  await admin.disconnect()
  const offsets = {}
  for (const { partition, offset } of topics[0].partitions) offsets[partition] = Number(offset)
  emit({ committed: offsets })
}

const COMMANDS = { produce, consume, committed }

async function main () {
  const [command, json] = process.argv.slice(2)
  const run = COMMANDS[command]
  if (!run) throw new Error(`unknown command ${command}; expected ${Object.keys(COMMANDS)}`)
  await run(JSON.parse(json === undefined ? await readStdin() : json))
}

async function readStdin () {
  const chunks = []
  for await (const chunk of process.stdin) chunks.push(chunk)
  return Buffer.concat(chunks).toString('utf8')
}

main().catch(error => {
  process.stderr.write(`kafkajs_client failed: ${error && error.stack}\n`)
  process.exit(1)
})
