"""TLS for SSL and SASL_SSL listeners: a CA and certificates made on start, or given ones.

`TlsMaterial.generate(directory)` makes, with the `cryptography` package, a CA and one
certificate for the brokers (subject alternative names 127.0.0.1, ::1, localhost and the host
name), signed by that CA, and writes PEM files a client library can be pointed at:
`ca.pem` (ssl.ca.location / ssl_cafile), `broker.pem` and `broker.key`. `client_certificate`
makes a client certificate for listeners that authenticate clients by certificate
(`ssl.client.auth=required`). `TlsMaterial.given(...)` takes files made elsewhere.

ECDSA P-256 keys: generating one takes well under a millisecond, so TLS adds almost nothing to
a cluster's start.
"""

from __future__ import annotations

import datetime
import ipaddress
import socket
import ssl
from dataclasses import dataclass
from pathlib import Path

CLIENT_AUTH = ("none", "requested", "required")  # Kafka's ssl.client.auth values


@dataclass
class TlsMaterial:
    ca_file: Path
    cert_file: Path
    key_file: Path
    ca_key_file: Path | None = None  # only for generated material: signs client certificates

    @classmethod
    def given(cls, ca_file: str | Path, cert_file: str | Path, key_file: str | Path
              ) -> TlsMaterial:
        return cls(Path(ca_file), Path(cert_file), Path(key_file))

    @classmethod
    def generate(cls, directory: str | Path, hosts: tuple[str, ...] = ()) -> TlsMaterial:
        """A new CA and broker certificate under `directory` (see the module docstring)."""
        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        ca_key = _new_key()
        ca_name = _name("kafkasim test CA")
        ca_cert = _certificate(ca_name, ca_key.public_key(), ca_name, ca_key, ca=True)
        broker_key = _new_key()
        names = ("127.0.0.1", "::1", "localhost", socket.gethostname(), *hosts)
        broker_cert = _certificate(_name("kafkasim broker"), broker_key.public_key(), ca_name,
                                   ca_key, alternative_names=names)
        material = cls(directory / "ca.pem", directory / "broker.pem",
                       directory / "broker.key", directory / "ca.key")
        _write(material.ca_file, _cert_pem(ca_cert))
        _write(material.ca_key_file, _key_pem(ca_key))
        _write(material.cert_file, _cert_pem(broker_cert))
        _write(material.key_file, _key_pem(broker_key))
        return material

    def broker_principal(self) -> str:
        """The principal the broker certificate gives a connection that presents it (its
        subject, most specific attribute first, as Kafka's default principal builder
        writes it)."""
        from cryptography import x509

        certificate = x509.load_pem_x509_certificate(self.cert_file.read_bytes())
        return f"User:{certificate.subject.rfc4514_string()}"

    def client_certificate(self, name: str = "client") -> tuple[Path, Path]:
        """A client certificate with common name `name`, signed by the generated CA; returns
        (certificate file, key file)."""
        if self.ca_key_file is None:
            raise ValueError("client certificates need the generated CA (given material "
                             "has no CA key)")
        from cryptography import x509
        from cryptography.hazmat.primitives import serialization

        ca_cert = x509.load_pem_x509_certificate(self.ca_file.read_bytes())
        ca_key = serialization.load_pem_private_key(self.ca_key_file.read_bytes(), None)
        key = _new_key()
        cert = _certificate(_name(name), key.public_key(), ca_cert.subject, ca_key,
                            client=True)
        safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in name)
        cert_file = self.ca_file.parent / f"client-{safe}.pem"
        key_file = self.ca_file.parent / f"client-{safe}.key"
        _write(cert_file, _cert_pem(cert))
        _write(key_file, _key_pem(key))
        return cert_file, key_file

    def server_context(self, client_auth: str = "none") -> ssl.SSLContext:
        """The listener's context; `client_auth` as Kafka's ssl.client.auth."""
        if client_auth not in CLIENT_AUTH:
            raise ValueError(f"ssl.client.auth must be one of {', '.join(CLIENT_AUTH)}")
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        context.load_cert_chain(self.cert_file, self.key_file)
        if client_auth != "none":
            context.load_verify_locations(self.ca_file)
            context.verify_mode = (ssl.CERT_REQUIRED if client_auth == "required"
                                   else ssl.CERT_OPTIONAL)
        return context

    def client_context(self, with_certificate: bool = True) -> ssl.SSLContext:
        """A context trusting the CA, for the brokers' own connections (replica fetchers);
        it presents the broker certificate, which also serves as a client certificate."""
        context = ssl.create_default_context(cafile=str(self.ca_file))
        if with_certificate:
            context.load_cert_chain(self.cert_file, self.key_file)
        return context


def _new_key():
    from cryptography.hazmat.primitives.asymmetric import ec

    return ec.generate_private_key(ec.SECP256R1())


def _name(common_name: str):
    from cryptography import x509
    from cryptography.x509.oid import NameOID

    return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name)])


def _certificate(subject, public_key, issuer, issuer_key, *, ca: bool = False,
                 client: bool = False, alternative_names: tuple[str, ...] = ()):
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes
    from cryptography.x509.oid import ExtendedKeyUsageOID

    now = datetime.datetime.now(datetime.UTC)
    builder = (x509.CertificateBuilder()
               .subject_name(subject).issuer_name(issuer).public_key(public_key)
               .serial_number(x509.random_serial_number())
               .not_valid_before(now - datetime.timedelta(hours=1))
               .not_valid_after(now + datetime.timedelta(days=825))
               .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True))
    if ca:
        builder = builder.add_extension(x509.KeyUsage(
            digital_signature=True, key_cert_sign=True, crl_sign=True, content_commitment=False,
            key_encipherment=False, data_encipherment=False, key_agreement=False,
            encipher_only=False, decipher_only=False), critical=True)
    else:
        usages = [ExtendedKeyUsageOID.CLIENT_AUTH]
        if not client:
            usages.insert(0, ExtendedKeyUsageOID.SERVER_AUTH)
        builder = builder.add_extension(x509.ExtendedKeyUsage(usages), critical=False)
    if alternative_names:
        entries = []
        for name in dict.fromkeys(alternative_names):
            try:
                entries.append(x509.IPAddress(ipaddress.ip_address(name)))
            except ValueError:
                entries.append(x509.DNSName(name))
        builder = builder.add_extension(x509.SubjectAlternativeName(entries), critical=False)
    return builder.sign(issuer_key, hashes.SHA256())


def _cert_pem(cert) -> bytes:
    from cryptography.hazmat.primitives import serialization

    return cert.public_bytes(serialization.Encoding.PEM)


def _key_pem(key) -> bytes:
    from cryptography.hazmat.primitives import serialization

    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption())


def _write(path: Path, data: bytes) -> None:
    path.write_bytes(data)
    path.chmod(0o600)
